import { hash } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import type { Migration } from '@kindred/kit';
import { DEFAULT_TIER_AUTHORITIES } from '@kindred/rules';
import { newInvitationCode } from '../domain/tokens';

/**
 * The accounts the product assumes: admin (id 1) and customer service (id 2), and the default tier
 * authorities. Passwords come from ADMIN_PASSWORD / SERVICE_PASSWORD, or are generated and
 * announced once through `onGeneratedPassword`.
 */
export function staffSeed(options: {
  adminPassword?: string;
  servicePassword?: string;
  onGeneratedPassword(username: string, password: string): void;
}): Migration {
  return {
    name: '0002_staff',
    async up({ context: { sequelize, schema } }) {
      const passwordFor = (username: string, given?: string) => {
        if (given) return given;
        const generated = randomBytes(12).toString('base64url');
        options.onGeneratedPassword(username, generated);
        return generated;
      };
      const staff = [
        {
          id: 1,
          username: 'admin',
          email: 'admin@kindred.dev',
          role: 'admin',
          password: passwordFor('admin', options.adminPassword),
        },
        {
          id: 2,
          username: 'service',
          email: 'service@kindred.dev',
          role: 'staff',
          password: passwordFor('service', options.servicePassword),
        },
      ];
      for (const account of staff) {
        await sequelize.query(
          `INSERT INTO "${schema}".accounts (id, username, email, password_hash, sex, birthday, status, role, invitation_code)
           VALUES (:id, :username, :email, :hash, 0, :birthday, 1, :role, :code)`,
          {
            replacements: {
              ...account,
              hash: await hash(account.password),
              birthday: Date.UTC(1990, 0, 1),
              code: newInvitationCode(),
            },
          },
        );
      }
      await sequelize.query(`SELECT setval(pg_get_serial_sequence('"${schema}".accounts', 'id'), 2)`);
      for (const [vip, authorities] of Object.entries(DEFAULT_TIER_AUTHORITIES)) {
        for (const authority of authorities) {
          await sequelize.query(`INSERT INTO "${schema}".tier_authorities (vip, authority) VALUES (:vip, :authority)`, {
            replacements: { vip: Number(vip), authority },
          });
        }
      }
    },
  };
}
