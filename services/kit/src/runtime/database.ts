import { QueryTypes, Sequelize, type QueryInterface, type Transaction } from 'sequelize';
import { SequelizeStorage, Umzug, type MigrationParams } from 'umzug';
import { observeQuery, watchDatabase } from './dependencyMetrics';
import type { Logger } from './logger';
import type { ReadPath } from './readPath';

export interface DatabaseOptions {
  url: string;
  /** The service's own schema (`user_svc`, …): services never read one another's. */
  schema: string;
  logger: Logger;
  pool?: { max?: number };
  /** Count the pool and failed queries under the schema (default); a read replica's are not. */
  watch?: boolean;
  /** How long opening a connection may take (default: the driver's, no limit). */
  connectTimeoutMs?: number;
}

/** A Sequelize connection whose models live in the service's schema. */
export function createDatabase(options: DatabaseOptions): Sequelize {
  const sequelize = new Sequelize(options.url, {
    dialect: 'postgres',
    logging: (sql, timing) => {
      observeQuery(options.schema, timing);
      options.logger.trace({ timing }, sql);
    },
    benchmark: true,
    pool: { max: options.pool?.max ?? 10, min: 0, idle: 10_000, acquire: 10_000 },
    define: { schema: options.schema, underscored: true, timestamps: false, freezeTableName: true },
    dialectOptions: { application_name: options.schema, connectionTimeoutMillis: options.connectTimeoutMs },
  });
  if (options.watch !== false) watchDatabase(sequelize, options.schema);
  return sequelize;
}

export interface MigrationContext {
  queryInterface: QueryInterface;
  sequelize: Sequelize;
  schema: string;
}

export interface Migration {
  name: string;
  up(params: MigrationParams<MigrationContext>): Promise<unknown>;
  down?(params: MigrationParams<MigrationContext>): Promise<unknown>;
}

/** Creates the schema and applies pending migrations, in order, recorded in `<schema>.migrations`. */
export async function migrate(sequelize: Sequelize, schema: string, migrations: Migration[], logger: Logger) {
  await sequelize.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  const umzug = new Umzug<MigrationContext>({
    migrations: migrations.map((m) => ({ name: m.name, up: m.up, down: m.down })),
    context: { queryInterface: sequelize.getQueryInterface(), sequelize, schema },
    storage: new SequelizeStorage({ sequelize, schema, tableName: 'migrations' }),
    logger: {
      info: (event) => logger.info(event, 'migration'),
      warn: (event) => logger.warn(event, 'migration'),
      error: (event) => logger.error(event, 'migration'),
      debug: () => undefined,
    },
  });
  // Several replicas may start at once: one applies, the others wait on the advisory lock.
  const lockKey = hashKey(schema);
  await sequelize.transaction(async (transaction) => {
    await sequelize.query('SELECT pg_advisory_xact_lock(:lockKey)', { replacements: { lockKey }, transaction });
    await umzug.up();
  });
}

function hashKey(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * Base of the services' PostgreSQL stores: tables named in the service's schema and typed SELECTs
 * with named replacements. Row mapping stays in each store. `db` is the primary; a store given a read
 * path (`reads`) sends the reads it marks with `replicaRows` there (runtime/readPath.ts).
 */
export abstract class SchemaStore {
  constructor(
    protected readonly db: Sequelize,
    protected readonly schema: string,
    private readonly reads?: ReadPath,
  ) {}

  /**
   * A read that may be answered by a read replica, a moment behind the primary: lists, search, feeds,
   * histories. `member` is the caller the answer is for: one who wrote just now reads the primary.
   */
  protected replicaRows<T extends object>(
    member: number | null,
    sql: string,
    replacements: Record<string, unknown> = {},
  ): Promise<T[]> {
    return this.reads ? this.reads.rows<T>(member, sql, replacements) : this.rows<T>(sql, replacements);
  }

  /** `member` wrote (after the write committed): their next reads show it (read-your-writes). */
  protected async wrote<T = void>(member: number, written?: T): Promise<T> {
    await this.reads?.wrote(member);
    return written as T;
  }

  /** `"<schema>".<table>` */
  protected t(table: string): string {
    return `"${this.schema}".${table}`;
  }

  protected rows<T extends object>(
    sql: string,
    replacements: Record<string, unknown> = {},
    transaction?: Transaction,
  ): Promise<T[]> {
    return this.db.query<T>(sql, { type: QueryTypes.SELECT, replacements, transaction });
  }
}

/**
 * The service's database with its migrations applied. With `migrateOnly` (the migration Job) it is
 * closed again and the answer is null: the caller stops there.
 */
export async function openMigratedDatabase(
  options: DatabaseOptions & { migrations: Migration[]; migrateOnly: boolean },
): Promise<Sequelize | null> {
  const db = createDatabase(options);
  await migrate(db, options.schema, options.migrations, options.logger);
  if (!options.migrateOnly) return db;
  await db.close();
  options.logger.info('migrations applied (MIGRATE_ONLY)');
  return null;
}
