/**
 * Attendance at the gateway over a fake upstream: the statuses come from the upstream's list when it has one and
 * from the product's own table (upstream/src/attendance/statuses.ts) when it has not; a search term over the limit
 * is refused before the export link is made.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { ATTENDANCE_STATUSES } from '../../upstream/src/attendance/statuses';
import { graphql } from './generated';
import { startFakeGateway, type FakeGateway } from './support/fakeGateway';

let gw: FakeGateway;
afterEach(() => gw.close());

const STATUSES = graphql(`
  query FakeAttendanceStatuses {
    attendanceStatuses {
      key
      label
      hours
      color
    }
  }
`);
const EXPORT = graphql(`
  query FakeAttendanceExport($search: String) {
    attendanceExport(family: AGENTS, month: "2026-03", search: $search) {
      url
    }
  }
`);

describe('attendanceStatuses', () => {
  it('maps the upstream list', async () => {
    const status = { key: 'remote', label: 'Remote', hours: 1, color: '#123456', description: 'Worked from home' };
    gw = await startFakeGateway({ '/api/attendance_statuses': { get: () => ({ items: [status], count: 1 }) } });
    const res = await gw.query(STATUSES, {});
    expect(res.data?.attendanceStatuses).toEqual([{ key: 'remote', label: 'Remote', hours: 1, color: '#123456' }]);
  });

  it("answers the product's own table without GET /api/attendance_statuses", async () => {
    gw = await startFakeGateway({});
    const res = await gw.query(STATUSES, {});
    expect(res.errors).toBeUndefined();
    expect(res.data?.attendanceStatuses).toEqual(ATTENDANCE_STATUSES.map(({ key, label, hours, color }) => ({ key, label, hours, color })));
  });
});

describe('attendanceExport', () => {
  it('refuses a search term over 200 characters with the upstream words, before any REST call', async () => {
    gw = await startFakeGateway({});
    const res = await gw.query(EXPORT, { search: 'x'.repeat(201) }, 'hr');
    expect(res.errors?.[0]).toMatchObject({ message: 'Search must be less than 200 characters', extensions: { code: 'BAD_USER_INPUT' } });
    expect(gw.restCalls()).toEqual([]);
  });
});
