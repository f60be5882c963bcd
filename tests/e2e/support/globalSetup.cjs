/** jest globalSetup of the e2e project: build the web app when stale (nothing to do without Chromium). */
const { findChromium, SKIP_MESSAGE } = require('./chromium.cjs');
const { ensureWebBuilt } = require('./webBuild.cjs');

module.exports = async function globalSetup() {
  if (!findChromium()) {
    console.log(`\n${SKIP_MESSAGE}`);
    return;
  }
  if (ensureWebBuilt()) console.log('\nweb/dist rebuilt for the browser tests');
};
