import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrations as commerceMigrations } from '../../../services/commerce/src/migrations';
import { migrations as messagingMigrations } from '../../../services/messaging/src/migrations';
import { migrationDisagreements, migrationsDefined } from '../migrationFiles';

const servicesDir = path.resolve(__dirname, '../../../services');

describe('migration files', () => {
  it('in this repository: each service migration alone in src/migrations, named by the scheme, registered', () => {
    expect(migrationDisagreements(servicesDir)).toEqual([]);
  });

  // umzug knows an applied migration by its name alone: a new name would apply it again on every database.
  it('keeps the names and the order the moved migrations were recorded under', () => {
    expect(messagingMigrations.map((m) => m.name)).toEqual([
      '0001-mail-and-chat',
      '0002-hot-contacts',
      '0003-send-refs',
      '0010-unread-mail',
      '0003-service-replies',
      '0020-notifier',
      '0020-erasure-cursor',
      '0090-push-subscription-sessions',
      '0100_flagged_messages',
      '0110_risk_signals',
      '0120_mail_first_contacts',
      '0130_chat_first_contacts',
      '0140_mail_pairs',
    ]);
    expect(commerceMigrations.map((m) => m.name)).toEqual([
      '0001_ledger_and_orders',
      '0002_catalogue',
      '0003_staff_console',
      '0020_erasure_cursor',
    ]);
  });

  it('finds the migrations a file defines, not the runner that passes them along', () => {
    const defined = migrationsDefined(
      'sample.ts',
      `export const a: Migration = { name: '0001_a', async up() {} };
       const b = { name: '0002-b', up: async () => undefined };
       const runner = migrations.map((m) => ({ name: m.name, up: m.up }));`,
    );
    expect(defined).toEqual(['0001_a', '0002-b']);
  });
});

describe('what the check refuses', () => {
  let dir: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  const migration = (name: string) => `export const m = { name: '${name}', async up() {} };\n`;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    write('thing/src/migrations/0001_things.ts', migration('0001_things'));
    write('thing/src/migrations/0002-more-things.ts', migration('0002_more_things'));
    write('thing/src/migrations/0003_renamed.ts', migration('0003_other'));
    write('thing/src/migrations/0004_two.ts', migration('0004_two') + migration('0004_two'));
    write('thing/src/migrations/index.ts', `import { m } from './0001_things';\n${migration('0005_inline')}`);
    write('thing/src/store/cursor.ts', migration('0020_cursor'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('names each file that breaks the rule', () => {
    expect(migrationDisagreements(dir).sort()).toEqual(
      [
        'thing/src/migrations/0002-more-things.ts: not named NNNN_words_in_snake_case.ts',
        'thing/src/migrations/0003_renamed.ts: recorded as 0003_other, which is not its file name',
        'thing/src/migrations/0003_renamed.ts: not registered in migrations/index.ts',
        'thing/src/migrations/0004_two.ts: defines 2 migrations, not one',
        'thing/src/migrations/0004_two.ts: not registered in migrations/index.ts',
        'thing/src/migrations/index.ts: defines 0005_inline; give each its own file',
        'thing/src/store/cursor.ts: defines 0020_cursor outside thing/src/migrations',
      ].sort(),
    );
  });
});
