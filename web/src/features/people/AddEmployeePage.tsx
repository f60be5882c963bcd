/**
 * `/main/employees/add` (CEO, HR): the full employee form (SPEC §3 Employee) with the shared form rules, submit
 * disabled while invalid; the employee list below shows the new employee at once.
 */
import { useState } from 'react';
import { Card, Checkbox, Col, Flex, Form, Row, Skeleton } from 'antd';
import type { Dayjs } from 'dayjs';
import { useAddEmployeeMutation } from './people.generated';
import { rules } from '../../shared/formRules';
import { toIsoDate } from '../../shared/format';
import { disabledYear, YEAR_PICKER_DEFAULT } from '../../shared/dates';
import { PageForm } from '../../shared/PageForm';
import { DatePicker, deferredPart, Select } from '../../shared/deferred';
import { ROLE_TYPES, usePeopleOptions } from './lookups';
import { MoneyInput } from '../../shared/NumberInput';
import { PageTitle } from '../../shared/PageTitle';
import { EmergencyContactFields, HoursPerDayField, IdentityFields, PayBasisFields, PlacementFields } from './EmployeeFormFields';
import { PhoneInput } from '../../shared/PhoneInput';
import { FIELD_LIMITS } from '../../generated/fieldLimits';

// The employee list sits below the long form, out of the first screen: a module of its own (antd's table with it).
const EmployeeTable = deferredPart(
  () => import('./EmployeeTable'),
  'EmployeeTable',
  () => <Skeleton active />,
);

interface Values {
  name: string;
  resId: string;
  email: string;
  nationalId?: string;
  phone?: string;
  emergencyContactName?: string;
  emergencyContactNumber?: string;
  departmentId: string;
  teamId?: string;
  managerId?: string;
  roleTitle: string;
  role: number;
  canManage?: boolean;
  employeeType?: string;
  targetHoursPerDay: number;
  dateJoined: Dayjs;
  dateOfBirth?: Dayjs;
  hourlyOrMonthly: 'hourly' | 'monthly';
  hourlyRate?: number;
  monthlyRate?: number;
  baseSalary?: number;
}

const half = { xs: 24, md: 12 };

export default function AddEmployeePage() {
  const [form] = Form.useForm<Values>();
  const options = usePeopleOptions();
  const [addEmployee] = useAddEmployeeMutation();
  const [version, setVersion] = useState(0);
  const payBasis = Form.useWatch('hourlyOrMonthly', form);

  const save = (v: Values) =>
    addEmployee({
      variables: {
        input: {
          name: v.name.trim(),
          resId: v.resId.trim(),
          email: v.email.trim(),
          nationalId: v.nationalId?.trim() || null,
          phone: v.phone?.trim() || null,
          emergencyContactName: v.emergencyContactName?.trim() || null,
          emergencyContactNumber: v.emergencyContactNumber?.trim() || null,
          departmentId: v.departmentId,
          teamId: v.teamId ?? null,
          managerId: v.managerId ?? null,
          roleTitle: v.roleTitle,
          role: v.role,
          canManage: Boolean(v.canManage),
          employeeType: v.employeeType ?? null,
          targetHoursPerDay: v.targetHoursPerDay,
          dateJoined: toIsoDate(v.dateJoined)!,
          dateOfBirth: toIsoDate(v.dateOfBirth),
          hourlyOrMonthly: v.hourlyOrMonthly,
          hourlyRate: v.hourlyOrMonthly === 'hourly' ? (v.hourlyRate ?? null) : null,
          monthlyRate: v.hourlyOrMonthly === 'monthly' ? (v.monthlyRate ?? null) : null,
          baseSalary: v.baseSalary ?? null,
        },
      },
    });

  return (
    <Flex vertical gap={24}>
      <Card title={<PageTitle>Add employee</PageTitle>}>
        <PageForm<Values, Awaited<ReturnType<typeof save>>>
          form={form}
          name="addEmployee"
          save={save}
          success={({ data }) => `${data?.addEmployee.name ?? 'Employee'} added`}
          failure="Failed to add employee"
          reset
          onSaved={() => setVersion((n) => n + 1)}
          submitText="Add employee"
          initialValues={{ role: 0, targetHoursPerDay: 8, hourlyOrMonthly: 'monthly' }}
        >
          <Row gutter={16}>
            <IdentityFields />
            <Col {...half}>
              <Form.Item name="phone" label="Phone" rules={[rules.phone()]}>
                <PhoneInput />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="dateOfBirth" label="Date of birth">
                <DatePicker format="DD/MM/YYYY" disabledDate={(d) => disabledYear(d)} defaultPickerValue={YEAR_PICKER_DEFAULT} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <EmergencyContactFields />
            <PlacementFields options={options} />
            <Col {...half}>
              <Form.Item name="teamId" label="Team">
                <Select allowClear options={options.teams} showSearch={{ optionFilterProp: 'label' }} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="role" label="Role type" rules={[rules.requiredSelect('Role type')]}>
                <Select options={ROLE_TYPES} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="employeeType" label="Employee type">
                <Select allowClear options={['Full Time', 'Part Time'].map((t) => ({ value: t, label: t }))} />
              </Form.Item>
            </Col>
            <HoursPerDayField label="Target hours per day" max={FIELD_LIMITS['POST /employees'].target_hours_per_day.max} />
            <Col {...half}>
              <Form.Item name="dateJoined" label="Date joined" rules={[rules.requiredSelect('Date joined')]}>
                <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <PayBasisFields basis={payBasis} />
            <Col {...half}>
              <Form.Item name="baseSalary" label="Base salary" rules={[rules.numeric()]}>
                <MoneyInput />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="canManage" valuePropName="checked" label=" ">
                <Checkbox>Manages other employees</Checkbox>
              </Form.Item>
            </Col>
          </Row>
        </PageForm>
      </Card>
      <Card title="Employees">
        <EmployeeTable version={version} />
      </Card>
    </Flex>
  );
}
