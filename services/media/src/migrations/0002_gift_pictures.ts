import type { Migration } from '@kindred/kit';

/** Gift pictures of the catalogue are media objects too (`gifts/<giftId>.png`). */
export const giftPictures: Migration = {
  name: '0002_gift_pictures',
  async up({ context: { sequelize, schema } }) {
    await sequelize.query(`
      ALTER TABLE "${schema}".objects DROP CONSTRAINT objects_kind_check;
      ALTER TABLE "${schema}".objects ADD CONSTRAINT objects_kind_check
        CHECK (kind IN ('post', 'background', 'avatar', 'photo', 'gift'));
    `);
  },
};
