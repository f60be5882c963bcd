/**
 * Form sections every employee form shares (people's Add employee, headcount's add/edit, recruitment's onboarding):
 * one place for their labels and SPEC §5 rules, so a rule changed here changes in every form. Each section renders
 * `<Col>`s for the caller's `<Row>`; field names the forms spell differently are props.
 */
import { Col, Form, Input, Radio } from 'antd';
import { Select } from '../../shared/deferred';
import { PersonPicker } from '../../shared/PersonPicker';
import { rules } from '../../shared/formRules';
import { MoneyInput, NumberInput } from '../../shared/NumberInput';
import type { usePeopleOptions } from './lookups';
import { PhoneInput } from '../../shared/PhoneInput';
import { FIELD_LIMITS } from '../../generated/fieldLimits';

/** The upstream's bounds of these fields (generated from its OpenAPI document). */
const EMPLOYEE = FIELD_LIMITS['POST /employees'];

const half = { xs: 24, md: 12 };
type PeopleOptions = ReturnType<typeof usePeopleOptions>;

/** Name, RES ID, the e-mail (`email` on employees, `communicationEmail` on the headcount) and the national ID. */
export function IdentityFields({ emailName = 'email', emailLabel = 'Email' }: { emailName?: string; emailLabel?: string }) {
  return (
    <>
      <Col {...half}>
        <Form.Item name="name" label="Name" rules={[rules.required('Name'), rules.maxLength('Name', EMPLOYEE.name.max)]}>
          <Input />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="resId" label="RES ID" rules={[rules.required('RES ID'), rules.maxLength('RES ID', EMPLOYEE.RES_ID.max)]}>
          <Input />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={emailName} label={emailLabel} rules={[rules.required(emailLabel), rules.email()]}>
          <Input inputMode="email" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="nationalId" label="National ID" rules={[rules.maxLength('National ID', EMPLOYEE.national_ID.max)]}>
          <Input />
        </Form.Item>
      </Col>
    </>
  );
}

/** The emergency contact's name and number. */
export function EmergencyContactFields() {
  return (
    <>
      <Col {...half}>
        <Form.Item
          name="emergencyContactName"
          label="Emergency contact name"
          rules={[rules.maxLength('Emergency contact name', EMPLOYEE.emergency_contact_name.max)]}
        >
          <Input />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="emergencyContactNumber" label="Emergency contact number" rules={[rules.phone()]}>
          <PhoneInput />
        </Form.Item>
      </Col>
    </>
  );
}

interface PlacementProps {
  options: PeopleOptions;
  /** The role title's field (`roleTitle` on employees, `role` on the headcount) and label. */
  roleName?: string;
  roleLabel?: string;
  managerLabel?: string;
  /** The stored manager's name while editing (the picker searches; it does not hold everyone). */
  currentManager?: { id: string; name?: string | null; resId?: string | null } | null;
}

/** Department, role title and manager, from the people lookups. */
export function PlacementFields({ options, roleName = 'roleTitle', roleLabel = 'Role title', managerLabel = 'Manager', currentManager }: PlacementProps) {
  return (
    <>
      <Col {...half}>
        <Form.Item name="departmentId" label="Department" rules={[rules.requiredSelect('Department')]}>
          <Select options={options.departments} showSearch={{ optionFilterProp: 'label' }} loading={options.loading} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name={roleName} label={roleLabel} rules={[rules.requiredSelect(roleLabel)]}>
          <Select options={options.roles} showSearch={{ optionFilterProp: 'label' }} loading={options.loading} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="managerId" label={managerLabel}>
          <PersonPicker purpose="MANAGERS" allowClear current={currentManager} />
        </Form.Item>
      </Col>
    </>
  );
}

/** How the employee is paid (`hourlyOrMonthly`) and the matching rate, required. */
export function PayBasisFields({ basis }: { basis: 'hourly' | 'monthly' | undefined }) {
  return (
    <>
      <Col {...half}>
        <Form.Item name="hourlyOrMonthly" label="Paid" rules={[rules.requiredSelect('Paid')]}>
          <Radio.Group
            options={[
              { value: 'monthly', label: 'Monthly' },
              { value: 'hourly', label: 'Hourly' },
            ]}
          />
        </Form.Item>
      </Col>
      <Col {...half}>
        {basis === 'hourly' ? (
          <Form.Item name="hourlyRate" label="Hourly rate" rules={[rules.requiredSelect('Hourly rate'), rules.numeric()]}>
            <MoneyInput />
          </Form.Item>
        ) : (
          <Form.Item name="monthlyRate" label="Monthly rate" rules={[rules.requiredSelect('Monthly rate'), rules.numeric()]}>
            <MoneyInput />
          </Form.Item>
        )}
      </Col>
    </>
  );
}

/** Hours a day (`targetHoursPerDay`): required, a number within the write's bounds (`min` only where it has one). */
export function HoursPerDayField({ label, max, min }: { label: string; max: number; min?: number }) {
  return (
    <Col {...half}>
      <Form.Item
        name="targetHoursPerDay"
        label={label}
        rules={[
          rules.requiredSelect(label),
          rules.numeric(),
          ...(min === undefined ? [] : [rules.greaterThanOrEqual(label, min)]),
          rules.lessThanOrEqual(label, max),
        ]}
      >
        <NumberInput step={0.5} />
      </Form.Item>
    </Col>
  );
}
