import type { Migration } from '@kindred/kit';

/**
 * Verified profiles (docs/safety.md, "Verified profiles"). `verification_requests` holds each
 * request: `asked` (a pose given, no selfie yet), `pending` (a selfie waits for staff), `approved` or
 * `refused`; at most one asked or pending request a member (a partial unique index). `selfie_key`
 * names media's private object only until staff decide. `accounts.verified_at` is what cards and the
 * visibility policy read. `chat_from` gains `verified` (verified members only).
 */
export const verifiedProfiles: Migration = {
  name: '0130_verified_profiles',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      SET LOCAL search_path TO "${schema}";
      ALTER TABLE accounts ADD COLUMN verified_at timestamptz;
      CREATE TABLE verification_requests (
        id bigserial PRIMARY KEY,
        user_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
        pose text NOT NULL,
        state text NOT NULL CHECK (state IN ('asked', 'pending', 'approved', 'refused')),
        selfie_key text,
        reason text NOT NULL DEFAULT '',
        staff_id bigint,
        asked_at timestamptz NOT NULL DEFAULT now(),
        submitted_at timestamptz,
        decided_at timestamptz
      );
      CREATE UNIQUE INDEX verification_requests_open ON verification_requests (user_id) WHERE state IN ('asked', 'pending');
      CREATE INDEX verification_requests_waiting ON verification_requests (submitted_at, id) WHERE state = 'pending';
      CREATE INDEX verification_requests_member ON verification_requests (user_id, id DESC);
      ALTER TABLE member_settings DROP CONSTRAINT IF EXISTS member_settings_chat_from_check;
      ALTER TABLE member_settings ADD CONSTRAINT member_settings_chat_from_check
        CHECK (chat_from IN ('everyone', 'following', 'verified', 'nobody'));
    `);
  },
};
