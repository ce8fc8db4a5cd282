/**
 * jest's global set-up: names this run's stack template database (services/edge/test/stackDatabase.ts).
 * The first stack of the run makes it; the global tear-down drops it.
 */
const { randomBytes } = require('node:crypto');

module.exports = async function nameStackTemplate() {
  process.env.KINDRED_STACK_TEMPLATE ??= `kindred_template_${randomBytes(6).toString('hex')}`;
};
