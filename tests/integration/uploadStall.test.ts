/**
 * A client whose own upload stalls half-way is told so ("The upload did not finish …", BAD_USER_INPUT), not that the
 * server took too long, and nothing is saved: both where the gateway reads a document's first bytes itself
 * (uploadFile) and where it streams the file on to the upstream (a CSV import).
 */
import http from 'node:http';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { graphql } from '../generated';
import { gql, loginAs, startStack, type Stack } from '../support/stack';

let stack: Stack;
let hr = '';

beforeAll(async () => {
  stack = await startStack();
  hr = await loginAs(stack, 'hr');
}, 60_000);
afterAll(() => stack.close());

/** Sends the multipart request's operations, map and the start of the file, then nothing more; answers the JSON. */
function stalledUpload(query: string, filename: string, start: string): Promise<{ errors?: { message: string; extensions: { code: string } }[] }> {
  const boundary = 'stall-boundary';
  const operations = JSON.stringify({ query, variables: { file: null } });
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n${start}`;
  return new Promise((resolve, reject) => {
    const req = http.request(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${hr}`, 'apollo-require-preflight': 'true', 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => {
        req.destroy();
        resolve(JSON.parse(text));
      });
    });
    req.on('error', reject);
    req.write(head); // and never the rest: the client's connection stalls
  });
}

const UNFINISHED = 'The upload did not finish: nothing was saved, check your connection and try again';

it.each([
  ['uploadFile (the gateway reads its first bytes)', 'mutation($file: Upload!) { uploadFile(file: $file) { filename } }', 'a.pdf', '%PDF-1.4 start'],
  [
    'a CSV import (streamed on to the upstream)',
    'mutation($file: Upload!) { importHeadcountEmployees(file: $file) { message } }',
    'people.csv',
    'full_name,RES_ID\nAnn Stalled,RES-1',
  ],
])(
  '%s: a stalled upload is refused in words',
  async (_case, query, filename, start) => {
    const count = async () =>
      (
        await gql(
          stack,
          graphql(`
            query StallHeadcountEmployees {
              headcountEmployees(search: "Ann") {
                count
              }
            }
          `),
          {},
          hr,
        )
      ).data?.headcountEmployees.count;
    const saved = await count();
    const before = process.env.UPSTREAM_TIMEOUT_MS;
    process.env.UPSTREAM_TIMEOUT_MS = '1500';
    try {
      const answer = await stalledUpload(query, filename, start);
      expect(answer.errors?.[0]).toMatchObject({ message: UNFINISHED, extensions: { code: 'BAD_USER_INPUT' } });
    } finally {
      if (before === undefined) delete process.env.UPSTREAM_TIMEOUT_MS;
      else process.env.UPSTREAM_TIMEOUT_MS = before;
    }
    expect(await count()).toBe(saved);
  },
  30_000,
);
