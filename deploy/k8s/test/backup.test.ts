/**
 * Backups that restore. Every service's real migrations build the whole database on this machine's
 * PostgreSQL; the backup CronJob's own pg_dump command dumps it; the dump goes through a local S3
 * server (as `mc` puts it in the backup bucket) and comes back; the restore line of
 * docs/operations.md and the `helm test` restore check (files/backup/restore-check.sh) put it into
 * empty databases, which then hold every table with the same rows.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Client as S3 } from 'minio';
import { Client } from 'pg';
import { createDatabase, createLogger, migrate, type Migration } from '@kindred/kit';
import { createTestDatabase } from '../../../services/kit/src/testing';
import { startLocalS3 } from '../../../services/media/test/localS3';
import { migrations as userMigrations } from '../../../services/user/src/migrations';
import { migrations as socialMigrations } from '../../../services/social/src/migrations';
import { migrations as messagingMigrations } from '../../../services/messaging/src/migrations';
import { migrations as commerceMigrations } from '../../../services/commerce/src/migrations';
import { migrations as mediaMigrations } from '../../../services/media/src/migrations';
import { chart, helmTemplate, podSpecOf, repo, validateAll, type Obj } from './kube';

const schemas: [string, Migration[]][] = [
  [
    'user_svc',
    userMigrations({ adminPassword: 'drill-admin-pw', servicePassword: 'drill-service-pw', onGeneratedPassword() {} }),
  ],
  ['social_svc', socialMigrations],
  ['messaging_svc', messagingMigrations],
  ['commerce_svc', commerceMigrations],
  ['media_svc', mediaMigrations],
];

const sh = (script: string, env: Record<string, string>, cwd: string) =>
  spawnSync('sh', ['-ec', script], { cwd, env: { ...process.env, ...env }, encoding: 'utf8' });

async function query(url: string, text: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/** `schema.table count` of every table of the services' schemas. */
async function rowCounts(url: string): Promise<Record<string, number>> {
  const tables = await query(
    url,
    `SELECT table_schema || '.' || table_name AS name FROM information_schema.tables
      WHERE table_schema LIKE '%\\_svc' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = Number((await query(url, `SELECT count(*) AS n FROM ${name}`))[0].n);
  return counts;
}

const named = (objects: Obj[], kind: string, name: string) =>
  objects.find((o) => o.kind === kind && o.metadata.name === name);

/**
 * No API server runs on these machines (docs/operations.md, "A real cluster"), so a kubectl stand-in
 * keeps the release's Deployments (as the chart renders them, at the replicas an operator or an HPA
 * had set) in a JSON file, answers the calls deploy/backup/restore.sh makes and logs them.
 */
const kubectlStandIn = `#!/usr/bin/env node
const fs = require('node:fs');
const file = process.env.CLUSTER_FILE;
const cluster = JSON.parse(fs.readFileSync(file, 'utf8'));
const args = process.argv.slice(2).filter((a, i, all) => a !== '--namespace' && all[i - 1] !== '--namespace');
fs.appendFileSync(file + '.log', args.join(' ') + '\\n');
const replicas = (args.find((a) => a.startsWith('--replicas=')) ?? '').slice('--replicas='.length);
if (args[0] === 'get' && args[1] === 'deployments')
  process.stdout.write(Object.entries(cluster).map(([name, n]) => name + ' ' + n + '\\n').join(''));
else if (args[0] === 'get' && args[1] === 'pods')
  process.stdout.write(Object.keys(cluster).filter((name) => cluster[name] > 0).map((name) => name + '-6d9f').join(' '));
else if (args[0] === 'scale' && args[2] === '-l') for (const name of Object.keys(cluster)) cluster[name] = Number(replicas);
else if (args[0] === 'scale') cluster[args[2]] = Number(replicas);
else process.exit(1);
fs.writeFileSync(file, JSON.stringify(cluster));
`;

describe('the backup restores', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-backup-'));
  let source: Awaited<ReturnType<typeof createTestDatabase>>;
  let dumpFile: string;
  const readOnlyRole = `kindred_backup_${process.pid}`;

  beforeAll(async () => {
    source = await createTestDatabase();
    const logger = createLogger('backup-drill', 'warn');
    for (const [schema, migrations] of schemas) {
      const db = createDatabase({ url: source.url, schema, logger });
      try {
        await migrate(db, schema, migrations, logger);
      } finally {
        await db.close();
      }
    }
    // Members beyond the seeded staff, so that the restore carries rows a sequence must continue.
    await query(
      source.url,
      `INSERT INTO social_svc.follows (follower_id, target_id) SELECT n, n + 1 FROM generate_series(10, 59) n`,
    );

    const cronJob = named(helmTemplate(), 'CronJob', 'kindred-backup')!;
    const dump = cronJob.spec.jobTemplate.spec.template.spec.initContainers[0];
    expect(dump.command).toEqual(['sh', '-ec']);
    // pg_dump connects as a read-only role of its own (backup.databaseUrl), not the application's:
    // the application's URL given beside it leads nowhere, so the dump can only come through the role.
    await query(source.url, `CREATE ROLE ${readOnlyRole} LOGIN IN ROLE pg_read_all_data`);
    const readOnlyUrl = new URL(source.url);
    readOnlyUrl.username = readOnlyRole;
    // The container's /backup is this test's scratch folder.
    fs.mkdirSync(path.join(scratch, 'backup'));
    const dumped = sh(
      dump.args[0].replaceAll('/backup/', `${scratch}/backup/`),
      { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nothing', BACKUP_DATABASE_URL: readOnlyUrl.toString() },
      scratch,
    );
    expect(dumped.stderr).toBe('');
    const [file] = fs.readdirSync(path.join(scratch, 'backup'));
    expect(file).toMatch(/^kindred-\d{8}T\d{6}Z\.dump$/);

    const s3 = await startLocalS3('kindred-backups');
    try {
      const store = new S3({
        endPoint: '127.0.0.1',
        port: Number(new URL(s3.endpoint).port),
        useSSL: false,
        accessKey: 'S3RVER',
        secretKey: 'S3RVER',
        pathStyle: true,
        region: 'us-east-1',
      });
      await store.fPutObject('kindred-backups', `postgresql/${file}`, path.join(scratch, 'backup', file!));
      const download = await store.getObject('kindred-backups', `postgresql/${file}`);
      dumpFile = path.join(scratch, 'kindred.dump');
      await pipeline(download, fs.createWriteStream(dumpFile));
    } finally {
      await s3.stop();
    }
  });

  afterAll(async () => {
    await source?.drop();
    await query(source.url.replace(/\/[^/]+$/, '/postgres'), `DROP ROLE IF EXISTS ${readOnlyRole}`);
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('restores every table of every service with its rows by the documented procedure', async () => {
    const docs = fs.readFileSync(path.join(repo, 'docs/operations.md'), 'utf8');
    const restore = docs.split('\n').filter((line) => line.startsWith('pg_restore '));
    expect(restore).toHaveLength(1);
    const target = await createTestDatabase();
    try {
      const restored = sh(restore[0]!, { RESTORE_URL: target.url }, scratch);
      expect([restored.status, restored.stderr]).toEqual([0, '']);
      const before = await rowCounts(source.url);
      expect(Object.keys(before).length).toBeGreaterThan(30);
      for (const [schema] of schemas) expect(before[`${schema}.migrations`]).toBeGreaterThan(0);
      expect(before['user_svc.accounts']).toBe(2);
      expect(before['social_svc.follows']).toBe(50);
      expect(await rowCounts(target.url)).toEqual(before);
      // Sequences come back where they were: the next member is not given an id already taken.
      const [next] = await query(target.url, `SELECT nextval(pg_get_serial_sequence('user_svc.accounts', 'id')) AS id`);
      expect(Number(next.id)).toBeGreaterThan(2);
    } finally {
      await target.drop();
    }
  });

  it('passes the helm test restore check, which fails on a damaged dump', () => {
    const pod = named(helmTemplate(), 'Pod', 'kindred-backup-restore-check')!;
    expect(pod.metadata.annotations!['helm.sh/hook']).toBe('test');
    // The hook runs under the same PodSecurity "restricted" rules as every other pod of the chart.
    expect(pod.spec.securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
    for (const c of [...pod.spec.initContainers, ...pod.spec.containers]) {
      expect(c.securityContext).toMatchObject({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
      expect(Object.keys(c.resources.limits).sort()).toEqual(['cpu', 'memory']);
    }
    const script = fs.readFileSync(path.join(chart, 'files/backup/restore-check.sh'), 'utf8');
    const check = pod.spec.containers[0];
    expect(check.args).toEqual([script]);
    expect(check.env.find((e: { name: string }) => e.name === 'DUMP_FILE').value).toBe('/restore/kindred.dump');

    const passed = sh(script, { DATABASE_URL: source.url, DUMP_FILE: dumpFile }, scratch);
    expect([passed.status, passed.stderr]).toEqual([0, '']);
    expect(passed.stdout).toMatch(/^restore check: \d+ tables restored with the dump's row counts/m);

    const damaged = path.join(scratch, 'damaged.dump');
    const bytes = fs.readFileSync(dumpFile);
    fs.writeFileSync(damaged, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    expect(sh(script, { DATABASE_URL: source.url, DUMP_FILE: damaged }, scratch).status).not.toBe(0);
    // A restore that came back with a row the dump does not hold is caught, and named.
    const extraRow = script.replace(
      /^pg_restore .*$/m,
      (line) =>
        `${line}\npsql "$scratch_url" -qc "INSERT INTO social_svc.follows (follower_id, target_id) VALUES (1, 2)"`,
    );
    const caught = sh(extraRow, { DATABASE_URL: source.url, DUMP_FILE: dumpFile }, scratch);
    expect(caught.status).not.toBe(0);
    expect(caught.stderr).toContain('social_svc.follows 50 51');
  });

  it('restores with every Deployment at 0 and gives each back what it had, autoscaled ones included', async () => {
    const deployments = helmTemplate('values-production.yaml', { notifier: { enabled: true } })
      .filter((o) => o.kind === 'Deployment')
      .map((o) => o.metadata.name);
    expect(deployments).toEqual(expect.arrayContaining(['kindred-edge', 'kindred-chat', 'kindred-notifier']));
    // What the cluster runs: the HPAs scaled edge and chat, the notifier runs one, the others three.
    const before = Object.fromEntries(
      deployments.map((name) => [name, { 'kindred-edge': 7, 'kindred-chat': 5, 'kindred-notifier': 1 }[name] ?? 3]),
    );
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-restore-'));
    const target = await createTestDatabase();
    try {
      fs.writeFileSync(path.join(dir, 'kubectl'), kubectlStandIn, { mode: 0o755 });
      const cluster = path.join(dir, 'cluster.json');
      fs.writeFileSync(cluster, JSON.stringify(before));
      const run = spawnSync(path.join(repo, 'deploy/backup/restore.sh'), ['kindred', 'kindred', dumpFile], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, PATH: `${dir}:${process.env.PATH}`, CLUSTER_FILE: cluster, RESTORE_URL: target.url },
      });
      expect([run.status, run.stderr]).toEqual([0, '']);
      expect(JSON.parse(fs.readFileSync(cluster, 'utf8'))).toEqual(before);
      const calls = fs.readFileSync(`${cluster}.log`, 'utf8').trim().split('\n');
      const selector = 'app.kubernetes.io/instance=kindred,app.kubernetes.io/part-of=kindred';
      expect(calls.slice(0, 2)).toEqual([
        expect.stringMatching(/^get deployments -l /),
        `scale deployments -l ${selector} --replicas=0`,
      ]);
      expect(calls.filter((c) => c.startsWith('scale deployment ')).sort()).toEqual(
        Object.entries(before)
          .map(([name, n]) => `scale deployment ${name} --replicas=${n}`)
          .sort(),
      );
      expect(await rowCounts(target.url)).toEqual(await rowCounts(source.url));
      expect(fs.existsSync(path.join(dir, 'kindred-replicas-kindred-kindred.txt'))).toBe(false);
    } finally {
      await target.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the backup CronJob', () => {
  const container = (o: Obj) => o.spec.jobTemplate.spec.template.spec.containers[0];
  const env = (c: { env: { name: string; value?: string; valueFrom?: any }[] }, name: string) =>
    c.env.find((e) => e.name === name);

  it('writes to a bucket of its own with credentials of its own, and mirrors the pictures there', () => {
    const objects = helmTemplate({
      backup: { store: { accessKey: 'backup-writer', secretKey: 'backup-writer-secret' } },
    });
    const upload = container(named(objects, 'CronJob', 'kindred-backup')!);
    expect(env(upload, 'BACKUP_BUCKET')!.value).toBe('kindred-backups');
    expect(env(upload, 'MEDIA_BUCKET')!.value).toBe('kindred-media');
    for (const key of ['BACKUP_S3_ACCESS_KEY', 'BACKUP_S3_SECRET_KEY'])
      expect(env(upload, key)!.valueFrom.secretKeyRef).toEqual({ name: 'kindred-secrets', key, optional: true });
    expect(upload.args[0]).toContain('mc cp /backup/*.dump "backup/$BACKUP_BUCKET/postgresql/"');
    expect(upload.args[0]).toContain(
      'mc mirror --overwrite --remove "media/$MEDIA_BUCKET" "backup/$BACKUP_BUCKET/media"',
    );
    const secret = named(objects, 'Secret', 'kindred-secrets')!.data;
    const decoded = (key: string) => Buffer.from(secret[key], 'base64').toString();
    expect([decoded('BACKUP_S3_ACCESS_KEY'), decoded('BACKUP_S3_SECRET_KEY')]).toEqual([
      'backup-writer',
      'backup-writer-secret',
    ]);
    expect(decoded('S3_ACCESS_KEY')).not.toBe('backup-writer');
    // Only the backup and its restore check read the backup account.
    const readers = objects
      .flatMap((o) => {
        const pod = o.kind === 'Pod' ? o.spec : (podSpecOf(o) ?? { containers: [] });
        return [...(pod.initContainers ?? []), ...pod.containers].map((c) => [o.metadata.name, c] as const);
      })
      .filter(([, c]) =>
        (c.env ?? []).some((e: { valueFrom?: any }) => e.valueFrom?.secretKeyRef?.key.startsWith('BACKUP_')),
      )
      .map(([name, c]) => `${name}/${c.name}`);
    expect(readers.sort()).toEqual([
      'kindred-backup-restore-check/fetch',
      'kindred-backup/dump',
      'kindred-backup/upload',
    ]);
  });

  it('takes another store and Object Lock, and may reach that store only', () => {
    const objects = helmTemplate({
      backup: {
        databaseUrl: 'postgres://kindred_backup:pw@db.internal:5432/kindred',
        store: { endpoint: 'https://backups.example.net:9443', accessKey: 'w', secretKey: 's', objectLock: true },
      },
    });
    validateAll(objects);
    const upload = container(named(objects, 'CronJob', 'kindred-backup')!);
    expect(env(upload, 'BACKUP_S3_ENDPOINT')!.value).toBe('https://backups.example.net:9443');
    expect(env(upload, 'OBJECT_LOCK')!.value).toBe('true');
    expect(upload.args[0]).toContain('mc mb --ignore-existing --with-lock');
    expect(upload.args[0]).toContain('mc retention set --default GOVERNANCE "${RETENTION_DAYS}d"');
    const policy = named(objects, 'NetworkPolicy', 'kindred-backup')!;
    expect(policy.spec.egress).toContainEqual({
      to: [{ ipBlock: { cidr: '0.0.0.0/0', except: ['169.254.169.254/32'] } }],
      ports: [{ protocol: 'TCP', port: 9443 }],
    });
    const pod = named(objects, 'Pod', 'kindred-backup-restore-check')!;
    expect(env(pod.spec.initContainers[0], 'BACKUP_S3_ENDPOINT')!.value).toBe('https://backups.example.net:9443');
  });

  it('counts each failed attempt as a failed pod, for KindredBackupFailed', () => {
    const cronJob = named(helmTemplate('values-production.yaml'), 'CronJob', 'kindred-backup')!;
    expect(cronJob.spec.jobTemplate.spec.template.spec.restartPolicy).toBe('Never');
    expect(env(container(cronJob), 'OBJECT_LOCK')!.value).toBe('true');
  });
});
