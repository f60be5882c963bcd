import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { button, capabilitiesAnswer, makeUser, renderApp, signIn, signOut, type Answers } from '../../test/render';

afterEach(() => signOut());

const employee = {
  __typename: 'Employee',
  id: '9',
  name: 'Mary Ann Smith',
  resId: 'RES-9',
  email: null,
  role: 0,
  roleTitle: 'Customer Support Agent',
  active: true,
  status: 'Active',
  dateJoined: '2024-01-01',
  hourlyOrMonthly: 'hourly',
  canManage: false,
  team: { __typename: 'Team', id: '1', teamName: 'Team A' },
  department: { __typename: 'Department', id: '2', departmentName: 'Operations' },
  manager: { __typename: 'Employee', id: '3', name: 'Rowan Pike' },
  nationalId: null,
  phone: null,
  emergencyContactName: null,
  emergencyContactNumber: null,
  dateOfBirth: null,
  targetHoursPerDay: 8,
  employeeType: 'Full Time',
  hourlyRate: null,
  monthlyRate: null,
  baseSalary: null,
  managerName: 'Rowan Pike',
  lastWorkingDay: null,
  employmentRole: null,
} as const;

const answers: Answers = {
  EmployeeDetail: () => ({ data: { employee } }),
  PeopleLookups: () => ({
    data: {
      teams: { __typename: 'TeamPage', items: [{ __typename: 'Team', id: '1', teamName: 'Team A' }] },
      departments: { __typename: 'DepartmentPage', items: [{ __typename: 'Department', id: '2', departmentName: 'Operations' }] },
      employmentRoles: { __typename: 'EmploymentRolePage', items: [{ __typename: 'EmploymentRole', id: '1', title: 'Customer Support Agent' }] },
      statuses: { __typename: 'StatusPage', items: [] },
    },
  }),
  UpdateWorkInfo: ({ input }) => ({ data: { updateWorkInfo: { ...employee, targetHoursPerDay: input.targetHoursPerDay ?? 8 } } }),
};

const hr = () => makeUser({ routes: ['SIGNED_IN', 'EMPLOYEES_ADD'] });

/** Types new hours and submits: the form's pickers are in once the supervisor's combobox is; the change is validated
 * again first (the button is briefly disabled meanwhile), so it clicks until the question opens. */
async function changeHours(hours: string) {
  await screen.findByRole('combobox', { name: 'Supervisor' });
  fireEvent.change(screen.getByLabelText('Working hours per day'), { target: { value: hours } });
  const submit = button('Update work info');
  await waitFor(() => {
    if (!submit.disabled && !document.querySelector('.ant-modal')) fireEvent.click(submit);
    expect(screen.getByRole('dialog', { name: 'Change working hours' })).toBeInTheDocument();
  });
}

describe('WorkInfoForm (update work info)', () => {
  it('asks "changing working hours affects leaves and requests" before saving new hours, then saves the whole work info', async () => {
    const user = hr();
    signIn(user);
    const { client } = renderApp('/main/employees/9', { user, answers });
    await changeHours('6');
    const dialog = await screen.findByRole('dialog', { name: 'Change working hours' });
    expect(within(dialog).getByText('Changing working hours affects leaves and requests.')).toBeInTheDocument();
    expect(client.calls.some((c) => c.operationName === 'UpdateWorkInfo')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('Work info updated')).toBeInTheDocument();
    expect(client.calls.find((c) => c.operationName === 'UpdateWorkInfo')?.variables).toEqual({
      id: '9',
      input: { roleTitle: 'Customer Support Agent', employeeType: 'FULL_TIME', targetHoursPerDay: 6, departmentId: '2', teamId: '1', managerId: '3' },
    });
  });

  it('saves nothing when the confirmation is cancelled', async () => {
    const user = hr();
    signIn(user);
    const { client } = renderApp('/main/employees/9', { user, answers });
    await changeHours('4');
    const dialog = await screen.findByRole('dialog', { name: 'Change working hours' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change working hours' })).toBeNull());
    expect(client.calls.some((c) => c.operationName === 'UpdateWorkInfo')).toBe(false);
  });

  it('is not offered to anyone without the employee-update access, nor where the upstream lacks it', async () => {
    const agent = makeUser({ routes: ['SIGNED_IN'] }, { id: '4' });
    signIn(agent);
    const first = renderApp('/main/employees/9', { user: agent, answers });
    expect(await screen.findByRole('heading', { name: 'Mary Ann Smith' })).toBeInTheDocument();
    expect(screen.queryByText('Update work info')).toBeNull();
    first.view.unmount();
    signOut();

    const user = hr();
    signIn(user);
    renderApp('/main/employees/9', { user, answers: { ...answers, Capabilities: capabilitiesAnswer({ workInfo: false }) } });
    expect(await screen.findByRole('button', { name: 'Update role' })).toBeInTheDocument();
    expect(screen.queryByText('Update work info')).toBeNull();
  });
});
