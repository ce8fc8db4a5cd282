'use strict';
/**
 * Applies one service's database migrations and exits: the command of the Kubernetes migration
 * Job and of the Helm pre-install/pre-upgrade hook. Runs inside that service's image (SERVICE is
 * set there) with the same DATABASE_URL the service uses. Services also migrate at start; the
 * kit's advisory lock makes a concurrent start wait instead of racing.
 */
const path = require('node:path');
const { createDatabase, createLogger, migrate } = require('@kindred/kit');

const service = process.argv[2] || process.env.SERVICE;
const schemaOf = {
  user: process.env.DB_SCHEMA || 'user_svc',
  social: 'social_svc',
  messaging: 'messaging_svc',
  commerce: process.env.DB_SCHEMA || 'commerce_svc',
  media: 'media_svc',
};

async function main() {
  if (!schemaOf[service]) throw new Error(`SERVICE must be one of ${Object.keys(schemaOf).join(', ')} (got "${service}")`);
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL must be set');
  const logger = createLogger(`${service}-migrate`, process.env.LOG_LEVEL || 'info');
  const loaded = require(path.join(__dirname, 'services', service, 'dist', 'migrations')).migrations;
  const list =
    typeof loaded === 'function'
      ? loaded({
          adminPassword: process.env.ADMIN_PASSWORD || undefined,
          servicePassword: process.env.SERVICE_PASSWORD || undefined,
          onGeneratedPassword: (username, password) =>
            // Printed once, at the first install, so that the operator can sign in as staff.
            logger.warn(`generated password for staff account "${username}": ${password} (set ADMIN_PASSWORD / SERVICE_PASSWORD to choose)`),
        })
      : loaded;
  const schema = schemaOf[service];
  const db = createDatabase({ url: process.env.DATABASE_URL, schema, logger });
  try {
    await migrate(db, schema, list, logger);
    logger.info({ schema, migrations: list.length }, 'migrations applied');
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(`migration of ${service} failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
