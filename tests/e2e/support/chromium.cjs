/**
 * Where Chromium is: $CHROMIUM_PATH when set (authoritative: a wrong path means "not found"), else Debian's
 * /usr/bin/chromium; null when there is none.
 */
const fs = require('node:fs');

const SKIP_MESSAGE = 'Chromium not found: browser tests skipped';

function findChromium() {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  return fs.existsSync(candidate) ? candidate : null;
}

module.exports = { findChromium, SKIP_MESSAGE };
