/**
 * HR's "update work info" on `/main/employees/:id` (CEO, HR; where the upstream offers it, `capabilities.workInfo`):
 * job title, job type, working hours per day, department, team and supervisor. A change of working hours asks first
 * (SPEC §8: "changing working hours affects leaves and requests"); Cancel saves nothing.
 */
import { Col, Form, Row } from 'antd';
import { Select } from '../../shared/deferred';
import { useUpdateWorkInfoMutation, type EmployeeDetailQuery } from './people.generated';
import type { JobType } from '../../generated/graphql';
import { PageForm } from '../../shared/PageForm';
import { confirmedSave } from '../../shared/confirm';
import { FIELD_LIMITS } from '../../generated/fieldLimits';
import { usePeopleOptions } from './lookups';
import { HoursPerDayField, PlacementFields } from './EmployeeFormFields';

type Employee = NonNullable<EmployeeDetailQuery['employee']>;
interface Values {
  roleTitle: string;
  employeeType?: JobType | null;
  targetHoursPerDay: number;
  departmentId: string;
  teamId?: string | null;
  managerId?: string | null;
}

const JOB_TYPES: { value: JobType; label: string }[] = [
  { value: 'FULL_TIME', label: 'Full Time' },
  { value: 'PART_TIME', label: 'Part Time' },
];
const jobTypeOf = (stored: string | null | undefined) => JOB_TYPES.find((t) => t.label.toLowerCase() === stored?.trim().toLowerCase())?.value ?? null;
const HOURS = FIELD_LIMITS['PATCH /employees/{id}'].target_hours_per_day;
const half = { xs: 24, md: 12 };

export const WORKING_HOURS_CONFIRM = 'Changing working hours affects leaves and requests.';

export function WorkInfoForm({ employee }: { employee: Employee }) {
  const options = usePeopleOptions();
  const [update] = useUpdateWorkInfoMutation();
  const send = (v: Values) =>
    update({
      variables: {
        id: employee.id,
        input: {
          roleTitle: v.roleTitle,
          employeeType: v.employeeType ?? null,
          targetHoursPerDay: v.targetHoursPerDay,
          departmentId: v.departmentId,
          teamId: v.teamId ?? null,
          managerId: v.managerId ?? null,
        },
      },
    });
  const save = (v: Values) =>
    Number(v.targetHoursPerDay) === employee.targetHoursPerDay
      ? send(v)
      : confirmedSave({ title: 'Change working hours', content: WORKING_HOURS_CONFIRM, okText: 'Change' }, () => send(v));

  return (
    <PageForm<Values>
      save={save}
      success="Work info updated"
      failure="Failed to update work info"
      submitText="Update work info"
      initialValues={{
        roleTitle: employee.roleTitle ?? undefined,
        employeeType: jobTypeOf(employee.employeeType),
        targetHoursPerDay: employee.targetHoursPerDay,
        departmentId: employee.department?.id,
        teamId: employee.team?.id ?? null,
        managerId: employee.manager?.id ?? null,
      }}
    >
      <Row gutter={16}>
        <PlacementFields options={options} roleLabel="Job title" managerLabel="Supervisor" currentManager={employee.manager} />
        <Col {...half}>
          <Form.Item name="employeeType" label="Job type">
            <Select allowClear options={JOB_TYPES} />
          </Form.Item>
        </Col>
        <HoursPerDayField label="Working hours per day" min={HOURS.min} max={HOURS.max} />
        <Col {...half}>
          <Form.Item name="teamId" label="Team">
            <Select allowClear options={options.teams} showSearch={{ optionFilterProp: 'label' }} loading={options.loading} />
          </Form.Item>
        </Col>
      </Row>
    </PageForm>
  );
}
