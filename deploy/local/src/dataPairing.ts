import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

/**
 * A database and the object store beside it must be used together: rows name objects. `make dev`
 * keeps a note in .data/s3 of the database its objects belong to, and says plainly when this run
 * pairs them differently (a database kept from an earlier run with a fresh .data/s3, or the other
 * way round). The demo seed and the gift catalogue put back the pictures they own; members' uploads
 * of the other pairing are not there.
 */
const NOTE = '.kindred-database';

/** host:port/name of a database URL, without credentials. */
export function databaseName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.host}${parsed.pathname}`;
}

export function pairObjectsWithDatabase(s3Dir: string, databaseUrl: string, databaseIsNew: boolean): string[] {
  const note = path.join(s3Dir, NOTE);
  const current = databaseName(databaseUrl);
  const noted = fs.existsSync(note) ? fs.readFileSync(note, 'utf8').trim() : null;
  const lines: string[] = [];
  if (noted === null && !databaseIsNew) {
    lines.push(
      `data: the database ${current} is kept from an earlier run but ${s3Dir} is new: demo and gift pictures ` +
        'are put back at start, pictures members uploaded before are gone (remove the database to start clean)',
    );
  } else if (noted !== null && noted !== current) {
    lines.push(`data: the objects in ${s3Dir} belong to the database ${noted}, but this run uses ${current}`);
  } else if (noted !== null && databaseIsNew) {
    lines.push(`data: the database ${current} is new but ${s3Dir} holds objects of an earlier run of it`);
  } else {
    lines.push(`data: database ${current} with its objects in ${s3Dir}`);
  }
  fs.mkdirSync(s3Dir, { recursive: true });
  fs.writeFileSync(note, `${current}\n`);
  return lines;
}

/** True while no service has migrated the database (its first run). */
export async function isNewDatabase(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM information_schema.schemata WHERE schema_name = 'user_svc'");
    return !rowCount;
  } finally {
    await client.end();
  }
}
