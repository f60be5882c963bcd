/**
 * `capabilities`: the features that need an upstream extension are offered on the full stand-in and
 * reported missing on a SPEC §7-only upstream (UPSTREAM_PROFILE=spec), probed once per gateway process.
 *
 * @spec GET /healthz, GET /api/monthly_attendances/template, POST /files, GET /files/{id}/download
 * @spec GET /leave_requests/{id}/sick_note, GET /kudos, GET /employees?active
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { graphql } from '../generated';
import { gql, itFull, itSpec, loginAs, startStack, upstreamStats, type Stack } from '../support/stack';

const QUERY = graphql(`
  query CapabilitiesCapabilities {
    capabilities {
      attendanceTemplate
      attendanceErrorFile
      formerEmployees
      sickNoteDownload
      fileUpload
      teamSpace
    }
  }
`);

let stack: Stack;
let hr: string;

beforeAll(async () => {
  stack = await startStack();
  hr = await loginAs(stack, 'hr');
});
afterAll(() => stack.close());

describe('capabilities', () => {
  itFull('offers every extension-only feature on the full upstream', async () => {
    const res = await gql(stack, QUERY, {}, hr);
    expect(res.errors).toBeUndefined();
    expect(res.data?.capabilities).toEqual({
      attendanceTemplate: true,
      attendanceErrorFile: true,
      formerEmployees: true,
      sickNoteDownload: true,
      fileUpload: true,
      teamSpace: true,
    });
  });

  itSpec('reports every extension-only feature missing on a SPEC §7-only upstream', async () => {
    const res = await gql(stack, QUERY, {}, hr);
    expect(res.errors).toBeUndefined();
    expect(res.data?.capabilities).toEqual({
      attendanceTemplate: false,
      attendanceErrorFile: false,
      formerEmployees: false,
      sickNoteDownload: false,
      fileUpload: false,
      teamSpace: false,
    });
  });

  it('probes once per process: asking again costs no upstream call', async () => {
    await gql(stack, QUERY, {}, hr);
    await upstreamStats(stack, true);
    const again = await gql(stack, QUERY, {}, hr);
    expect(again.errors).toBeUndefined();
    const paths = Object.keys((await upstreamStats(stack)).by_path).filter((p) => !/^\/(auth|me|__)/.test(p));
    expect(paths).toEqual([]);
  });

  it("is ready on either upstream: the upstream's /healthz is an extension, and a SPEC §7-only one answers it 404", async () => {
    const res = await fetch(`${stack.url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', upstream: 'ok' });
  });

  it('is for signed-in users only', async () => {
    const res = await gql(stack, QUERY);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
