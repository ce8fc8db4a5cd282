import type { Migration } from '@kindred/kit';
import { seedCategories, seedRechargePackages, seedUpgradeTiers } from '../catalogue/seed';

/**
 * The gift catalogue and the packages (docs/architecture.md section 6). Gift pictures point at
 * /media/gifts/<id>.png; the picture step stores them through media once media is configured.
 */
export const catalogue: Migration = {
  name: '0002_catalogue',
  async up({ context: { sequelize, schema } }) {
    await sequelize.transaction(async (transaction) => {
      const q = (sql: string, replacements: Record<string, unknown>) =>
        sequelize.query(sql, { replacements, transaction });
      for (const [sort, category] of seedCategories.entries()) {
        await q(
          `INSERT INTO "${schema}".gift_categories (id, classifye, classifyc, classifyf, sort) VALUES (:id, :e, :c, :f, :sort)`,
          { id: category.id, e: category.names[0], c: category.names[1], f: category.names[2], sort },
        );
        for (const [giftSort, gift] of category.gifts.entries()) {
          await q(
            `INSERT INTO "${schema}".gifts (id, category_id, path, art, price, titlee, titlec, titlef, infoe, infoc, infof, sort)
             VALUES (:id, :category, :path, :art, :price, :te, :tc, :tf, :ie, :ic, :if, :sort)`,
            {
              id: gift.id,
              category: category.id,
              path: `/media/gifts/${gift.id}.png`,
              art: gift.art,
              price: gift.price,
              te: gift.titles[0],
              tc: gift.titles[1],
              tf: gift.titles[2],
              ie: gift.texts[0],
              ic: gift.texts[1],
              if: gift.texts[2],
              sort: giftSort,
            },
          );
        }
      }
      for (const [sort, price] of seedRechargePackages.entries()) {
        await q(`INSERT INTO "${schema}".recharge_packages (id, price, sort) VALUES (:id, :price, :sort)`, {
          id: sort + 1,
          price,
          sort,
        });
      }
      let packageId = 1;
      for (const tier of seedUpgradeTiers) {
        await q(`INSERT INTO "${schema}".upgrade_tiers (tier, base_price) VALUES (:tier, :price)`, {
          tier: tier.tier,
          price: tier.basePrice,
        });
        for (const [sort, [months, price]] of tier.packages.entries()) {
          await q(
            `INSERT INTO "${schema}".upgrade_packages (id, tier, months, price, sort) VALUES (:id, :tier, :months, :price, :sort)`,
            { id: packageId++, tier: tier.tier, months, price, sort },
          );
        }
      }
      for (const table of ['gift_categories', 'gifts', 'recharge_packages', 'upgrade_packages']) {
        await q(
          `SELECT setval(pg_get_serial_sequence('"${schema}".${table}', 'id'), (SELECT max(id) FROM "${schema}".${table}))`,
          {},
        );
      }
    });
  },
};
