/** Global teardown of the e2e project: removes this run's copy of web/dist. */
const fs = require('node:fs');

module.exports = async function cleanWeb() {
  const snapshot = process.env.KINDRED_E2E_WEB_DIST;
  if (snapshot && snapshot.includes('kindred-e2e-web-')) fs.rmSync(snapshot, { recursive: true, force: true });
};
