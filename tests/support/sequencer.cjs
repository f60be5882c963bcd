/**
 * Splits the browser suite into shards by how long each file takes, not by jest's hash of its path (which once put the
 * longest files together: one shard ran 11 minutes beside one of 7). Weights are seconds per file from a quiet run
 * (tests/e2e/durations.json; `RECORD_E2E_DURATIONS=1 npm test` rewrites it); a file without one counts as the median.
 * Longest first onto the least-loaded shard: every shard process computes the same split from the same file list.
 */
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const durations = require('../e2e/durations.json');

const known = Object.values(durations).sort((a, b) => a - b);
const median = known.length ? known[Math.floor(known.length / 2)] : 1;
const weight = (test) => durations[path.basename(test.path)] ?? median;
const byWeight = (a, b) => weight(b) - weight(a) || a.path.localeCompare(b.path);

class WeightedSequencer extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    const loads = new Array(shardCount).fill(0);
    const shards = Array.from({ length: shardCount }, () => []);
    for (const test of [...tests].sort(byWeight)) {
      const lightest = loads.indexOf(Math.min(...loads));
      loads[lightest] += weight(test);
      shards[lightest].push(test);
    }
    return shards[shardIndex - 1];
  }
}

module.exports = WeightedSequencer;
