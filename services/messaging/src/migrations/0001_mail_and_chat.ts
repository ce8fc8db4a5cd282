import type { Migration } from '@kindred/kit';

export const mailAndChat: Migration = {
  name: '0001-mail-and-chat',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      CREATE TABLE "${schema}".mails (
        id bigserial PRIMARY KEY,
        sender_id bigint NOT NULL,
        sender_name text NOT NULL,
        recipient_id bigint NOT NULL,
        content text NOT NULL,
        status smallint NOT NULL DEFAULT 0,
        created_at bigint NOT NULL
      );
      CREATE INDEX mails_recipient ON "${schema}".mails (recipient_id, id DESC);

      -- One row per pair of members who have ever chatted (low_id < high_id): who started it.
      CREATE TABLE "${schema}".threads (
        low_id bigint NOT NULL,
        high_id bigint NOT NULL,
        started_by bigint NOT NULL,
        created_at bigint NOT NULL,
        PRIMARY KEY (low_id, high_id)
      );

      CREATE TABLE "${schema}".messages (
        id bigserial PRIMARY KEY,
        low_id bigint NOT NULL,
        high_id bigint NOT NULL,
        sender_id bigint NOT NULL,
        recipient_id bigint NOT NULL,
        type text NOT NULL CHECK (type IN ('txt', 'img')),
        content text NOT NULL,
        img text NOT NULL DEFAULT '',
        created_at bigint NOT NULL
      );
      CREATE INDEX messages_pair ON "${schema}".messages (low_id, high_id, id DESC);

      -- A member's chat list: one row per partner; deleting hides it and hides older history.
      CREATE TABLE "${schema}".contacts (
        owner_id bigint NOT NULL,
        partner_id bigint NOT NULL,
        unread integer NOT NULL DEFAULT 0,
        last_type text NOT NULL DEFAULT 'txt',
        last_content text NOT NULL DEFAULT '',
        last_time bigint NOT NULL,
        cleared_through bigint NOT NULL DEFAULT 0,
        visible boolean NOT NULL DEFAULT true,
        PRIMARY KEY (owner_id, partner_id)
      );
      CREATE INDEX contacts_list ON "${schema}".contacts (owner_id, last_time DESC) WHERE visible;

      CREATE TABLE "${schema}".chat_allowance (
        user_id bigint NOT NULL,
        day date NOT NULL,
        used integer NOT NULL,
        PRIMARY KEY (user_id, day)
      );
    `);
  },
};
