import { spawn } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../runtime/freePort';

/**
 * A real primary and a streaming standby of it, for tests: the machine's Postgres refuses replication
 * connections, so this starts its own from the machine's PostgreSQL binaries (`initdb` into a
 * temporary directory, run as the `postgres` OS user, on free loopback ports), copies it with
 * `pg_basebackup -R` and starts the copy as a hot standby beside it. Both trust loopback.
 */
export interface PostgresReplica {
  /** The primary's `database` (DATABASE_URL). */
  primaryUrl: string;
  /** The same database on the standby (DATABASE_READ_URL). */
  replicaUrl: string;
  /** Waits until the standby has replayed everything the primary has written so far. */
  caughtUp(timeoutMs?: number): Promise<void>;
  /** Stops the standby (`pg_ctl stop -m fast`: its connections are ended), as a replica that goes away. */
  stopReplica(): Promise<void>;
  /** Starts the stopped standby again; it catches up from the primary. */
  startReplica(): Promise<void>;
  /** Stops both servers and removes their directories. */
  stop(): Promise<void>;
}

/** The newest PostgreSQL of the machine (Debian's layout), 15 when it is there. */
function binaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    : [];
  if (versions.length === 0)
    throw new Error(`no PostgreSQL server binaries under ${root} (apt-get install postgresql)`);
  const chosen = versions.includes('15') ? '15' : versions.sort((a, b) => Number(b) - Number(a))[0]!;
  return path.join(root, chosen, 'bin');
}

/** The `postgres` OS user's ids: the server refuses to run as root. */
async function postgresUser(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${code}: ${output}`))));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function ask<T>(url: string, question: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await question(client);
  } finally {
    await client.end();
  }
}

export async function startPostgresReplica(options: { database?: string } = {}): Promise<PostgresReplica> {
  const database = options.database ?? 'kindred';
  const bin = binaries();
  const owner = await postgresUser();
  const as = (tool: string, args: string[]) =>
    owner ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  const dir = mkdtempSync(path.join(tmpdir(), 'kindred-pg-replica-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const [primaryDir, standbyDir] = [path.join(dir, 'primary'), path.join(dir, 'standby')];
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const url = (port: number, name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
  const start = (data: string, port: number) =>
    as('pg_ctl', ['-D', data, '-l', path.join(data, 'server.log'), '-o', `-p ${port}`, '-w', '-t', '60', 'start']);
  const halt = (data: string, mode: 'fast' | 'immediate') =>
    as('pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']).catch(() => undefined);
  const stop = async () => {
    await Promise.all([halt(standbyDir, 'immediate'), halt(primaryDir, 'immediate')]);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await as('initdb', [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
      '--no-instructions',
    ]);
    appendFileSync(
      path.join(primaryDir, 'postgresql.conf'),
      [
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        'wal_level = replica',
        'max_wal_senders = 4',
        'wal_keep_size = 256MB',
        'hot_standby = on',
        'hot_standby_feedback = on',
        'max_connections = 60',
        'shared_buffers = 32MB',
        // Test data only: nothing is worth a disk flush.
        'fsync = off',
        'full_page_writes = off',
        '',
      ].join('\n'),
    );
    writeFileSync(
      path.join(primaryDir, 'pg_hba.conf'),
      ['local all all trust', 'host all all 127.0.0.1/32 trust', 'host replication all 127.0.0.1/32 trust', ''].join(
        '\n',
      ),
    );
    await start(primaryDir, primaryPort);
    await ask(url(primaryPort, 'postgres'), (client) => client.query(`CREATE DATABASE "${database}"`));
    await as('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', standbyDir, '-R', '-X', 'stream', '--checkpoint=fast', '--no-sync'],
    ]);
    await start(standbyDir, standbyPort);
  } catch (err) {
    await stop();
    throw err;
  }

  const replica: PostgresReplica = {
    primaryUrl: url(primaryPort, database),
    replicaUrl: url(standbyPort, database),
    async caughtUp(timeoutMs = 20_000) {
      const { lsn } = await ask(replica.primaryUrl, async (client) => {
        const answer = await client.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
        return answer.rows[0]!;
      });
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const done = await ask(replica.replicaUrl, async (client) => {
          const answer = await client.query<{ done: boolean }>(
            'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done',
            [lsn],
          );
          return answer.rows[0]!.done;
        }).catch(() => false);
        if (done) return;
        if (Date.now() > deadline) throw new Error(`standby did not replay ${lsn} in ${timeoutMs} ms`);
        await sleep(50);
      }
    },
    stopReplica: () => as('pg_ctl', ['-D', standbyDir, '-m', 'fast', '-w', '-t', '60', 'stop']).then(() => undefined),
    startReplica: () => start(standbyDir, standbyPort).then(() => undefined),
    stop,
  };
  await replica.caughtUp();
  return replica;
}
