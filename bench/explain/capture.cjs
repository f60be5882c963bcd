/**
 * Preloaded into the upstream by `npm run bench:explain` (NODE_OPTIONS=--require, only there): appends every
 * statement node-postgres sends to the file EXPLAIN_CAPTURE (one JSON line: text, parameters, and the company/role
 * session its connection held, set by the driver's `set_config` statements), so the bench can EXPLAIN exactly what
 * each screen ran. PostgreSQL here has no pg_stat_statements, and its log is the server's, shared by every database.
 */
const { appendFileSync } = require('node:fs');
const path = require('node:path');

const file = process.env.EXPLAIN_CAPTURE;
if (file) {
  const { Client } = require(require.resolve('pg', { paths: [path.resolve(__dirname, '../../upstream')] }));
  const SESSION = /SELECT set_config\('app\.company'[^;]*$/;
  const query = Client.prototype.query;
  Client.prototype.query = function captured(config, values, callback) {
    const text = typeof config === 'string' ? config : config && config.text;
    if (typeof text === 'string') {
      const session = SESSION.exec(text);
      if (session) this.explainSession = session[0];
      else {
        const params = typeof config === 'string' ? values : config.values;
        appendFileSync(file, `${JSON.stringify({ sql: text, params: Array.isArray(params) ? params : [], session: this.explainSession ?? null })}\n`);
      }
    }
    return query.call(this, config, values, callback);
  };
}
