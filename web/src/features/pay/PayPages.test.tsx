import { getToken } from '../../shared/session';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { button, makeUser, renderApp, signIn, signOut } from '../../test/render';

afterEach(() => signOut());

const week = (w: number, hours: number, target: number) => ({ __typename: 'SalaryWeek' as const, week: w, hours, target });
const row = {
  __typename: 'SalaryRow' as const,
  id: '22',
  resId: 'RES-0022',
  name: 'Heba Anwar',
  month: '2021-03',
  startDate: '2021-03-15',
  endDate: '2021-03-31',
  workingDays: 13,
  employeeType: 'Full Time',
  hourlyOrMonthly: 'hourly',
  managerName: 'Ahmed Samir',
  dateJoined: '2021-03-15',
  paymentAccount: 'heba@demo.hr',
  departmentName: 'Operations',
  teamName: 'Inbound Support',
  weeks: [week(1, 0, 0), week(2, 0, 0), week(3, 40, 40), week(4, 40, 40), week(5, 16, 24)],
  hoursWorked: 96,
  hoursGiven: 8,
  annuals: 0,
  casuals: 0,
  sick: 1,
  paidLeave: 0,
  training: 0,
  allowance: 0,
  leadsTarget: 0,
  kpiTier: null,
  kpi: 0,
  bonus: 0,
  compensation: 0,
  actions: 1,
  amount: 50,
  lateness: 0,
  baseSalary: null,
  hourlyRate: 10,
  monthlyRate: null,
  targetHours: 104,
  targetHoursPerDay: 8,
  targetLeads: 0,
  hoursPay: 1040,
  extras: 0,
  totalPay: 990,
};
const totals = {
  __typename: 'SalaryTotals' as const,
  employees: 1,
  hoursWorked: 96,
  targetHours: 104,
  hoursPay: 1040,
  bonus: 0,
  kpi: 0,
  allowance: 0,
  compensation: 0,
  extras: 0,
  amount: 50,
  lateness: 0,
  totalPay: 990,
};
const lookups = () => ({
  data: {
    teams: { __typename: 'TeamPage' as const, items: [] },
    departments: { __typename: 'DepartmentPage' as const, items: [] },
    employmentRoles: { __typename: 'EmploymentRolePage' as const, items: [] },
    statuses: { __typename: 'StatusPage' as const, items: [] },
  },
});

describe('pay pages', () => {
  it('the salaries sheet shows the totals row and explains a total pay line by line', async () => {
    const user = makeUser({ routes: ['SIGNED_IN', 'EMPLOYEES_SALARIES'], menuGroups: ['HEADCOUNT'] });
    signIn(user);
    renderApp('/main/employees/salaries', {
      user,
      answers: {
        Salaries: () => ({ data: { salaries: { __typename: 'SalaryPage', count: 1, items: [row] } } }),
        SalaryTotals: () => ({ data: { salaryTotals: totals } }),
        PeopleLookups: lookups,
      },
    });
    fireEvent.click(await screen.findByText('Heba Anwar'));
    expect(await screen.findByText('= $990.00')).toBeInTheDocument();
    expect(screen.getByText('+ $1,040.00: (96:00 worked + 8:00 paid leave) × $10.00 an hour')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Total pay \$990\.00/)).toBeInTheDocument());
  });

  it("Export XLSX asks the gateway for a link with the sheet's filters and downloads it", async () => {
    const user = makeUser({ routes: ['SIGNED_IN', 'EMPLOYEES_SALARIES'], menuGroups: ['HEADCOUNT'] });
    signIn(user);
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute('href')} ${this.download}`);
    });
    // The link is fetched with the session's token (it is bound to it), then saved as a blob.
    const fetched: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string, init?: RequestInit) => {
      // The header's bell asks for its live stream too: answered as a server without one (it then polls).
      if (!url.startsWith('/files/')) return { ok: false, status: 404 } as Response;
      fetched.push(`${url} ${(init?.headers as Record<string, string>)?.authorization}`);
      return { ok: true, blob: async () => new Blob(['xlsx']) } as Response;
    }) as typeof fetch;
    const createUrl = URL.createObjectURL;
    URL.createObjectURL = () => 'blob:xlsx';
    URL.revokeObjectURL ??= () => undefined;
    try {
      const { client } = renderApp('/main/employees/salaries', {
        user,
        answers: {
          Salaries: () => ({ data: { salaries: { __typename: 'SalaryPage', count: 1, items: [row] } } }),
          SalaryTotals: () => ({ data: { salaryTotals: totals } }),
          PeopleLookups: lookups,
          SalariesXlsx: () => ({
            data: { salariesXlsx: { __typename: 'FileLink', url: '/files/t1', filename: 'salaries_2021-03.xlsx', expiresAt: '2021-03-01T00:05:00Z' } },
          }),
        },
      });
      await screen.findByText('Heba Anwar');
      expect(button('Export CSV')).toBeInTheDocument();
      fireEvent.click(button('Export XLSX'));
      await waitFor(() => expect(clicked).toEqual(['blob:xlsx salaries_2021-03.xlsx']));
      expect(fetched).toEqual([`/files/t1 Bearer ${getToken()}`]);
      expect(client.calls.find((c) => c.operationName === 'SalariesXlsx')?.variables).toMatchObject({ month: expect.stringMatching(/^\d{4}-\d{2}$/) });
    } finally {
      click.mockRestore();
      globalThis.fetch = realFetch;
      URL.createObjectURL = createUrl;
    }
  });

  it('leads: everyone sees the list; only CEO, HR and heads get the form', async () => {
    const leads = () => ({
      data: {
        leads: {
          __typename: 'LeadPage' as const,
          count: 1,
          items: [
            { __typename: 'Lead' as const, id: '1', employeeId: '10', resId: 'RES-0010', employeeName: 'Sara Ibrahim', month: '2021-03', payableLeads: 12 },
          ],
        },
      },
    });
    const agent = makeUser({ routes: ['SIGNED_IN'], menuGroups: ['ATTENDANCE'] });
    signIn(agent);
    const first = renderApp('/main/employees/leads', { user: agent, answers: { Leads: leads } });
    expect(await screen.findByText('Sara Ibrahim')).toBeInTheDocument();
    expect(screen.queryByText('Save leads')).toBeNull();
    first.view.unmount();
    signOut();
    const hr = makeUser({ routes: ['SIGNED_IN', 'LEADS_MANAGE'], menuGroups: ['ATTENDANCE'] });
    signIn(hr);
    renderApp('/main/employees/leads', {
      user: hr,
      answers: { Leads: leads, PersonOptions: () => ({ data: { personOptions: { __typename: 'PersonMatches', count: 0, items: [] } } }) },
    });
    expect(await screen.findByText('Save leads')).toBeInTheDocument();
  });
});
