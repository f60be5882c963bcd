/**
 * `/main/addHeadcountEmployee` (CEO, HR): the full headcount form in sections (identity, employment, dates,
 * documents) with the SPEC §5 rules and messages, submit disabled while invalid. `?id=<employee id>` edits that
 * record with the same form (only changed values matter: the server keeps omitted ones).
 */
import { useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, Card, Checkbox, Col, Divider, Flex, Form, Input, Row, Skeleton, Switch, type FormRule } from 'antd';
import { DatePicker, Select } from '../../shared/deferred';
import dayjs, { type Dayjs } from 'dayjs';
import {
  useCreateHeadcountEmployeeMutation,
  useHeadcountEmployeeQuery,
  useUpdateHeadcountEmployeeMutation,
  type HeadcountEmployeeInput,
} from './headcount.generated';
import { disabledYear, YEAR_PICKER_DEFAULT } from '../../shared/dates';
import { useFailureToast } from '../../shared/feedback';
import { toIsoDate } from '../../shared/format';
import { rules } from '../../shared/formRules';
import { PageForm } from '../../shared/PageForm';
import { PageTitle, SectionTitle } from '../../shared/PageTitle';
import { usePeopleOptions } from '../people/lookups';
import { EmergencyContactFields, IdentityFields, PlacementFields } from '../people/EmployeeFormFields';
import { DOCUMENTS, EMPLOYMENT_TYPES, GENDERS, MARITAL_STATUSES, MILITARY_STATUSES, options, type DocumentField } from './labels';
import { PhoneInput } from '../../shared/PhoneInput';
import { FIELD_LIMITS } from '../../generated/fieldLimits';

/** The upstream's bounds of these fields (generated from its OpenAPI document). */
const HEADCOUNT = FIELD_LIMITS['POST /headcount_employees'];
import { href } from '../../shared/paths';

const DATE_FIELDS = [
  'dateOfBirth',
  'hiringDate',
  'contractSignedDate',
  'contractExpirationDate',
  'nationalIdExpirationDate',
  'lastWorkingDay',
  'partTimeDateShuffled',
] as const;
type DateField = (typeof DATE_FIELDS)[number];
type TextField =
  | 'resId'
  | 'name'
  | 'communicationEmail'
  | 'nationalId'
  | 'nationality'
  | 'cityOfResidence'
  | 'gender'
  | 'phoneNumber'
  | 'emergencyContactName'
  | 'emergencyContactNumber'
  | 'payoneerEmail'
  | 'statusId'
  | 'employmentType'
  | 'role'
  | 'departmentId'
  | 'managerId'
  | 'custody'
  | 'militaryStatus'
  | 'martialStatus';
type Values = Partial<Record<TextField, string | null> & Record<DateField, Dayjs | null> & Record<DocumentField, boolean> & { isFullTime: boolean }>;

const half = { xs: 24, md: 12 };
const third = { xs: 24, md: 8 };

export const HEADCOUNT_MESSAGES = {
  dobPast: 'Date of birth must be in the past',
  contractOrder: 'Contract expiration date must be after the contract signed date',
  lastDay: 'Last working day cannot be before the hiring date',
};

const pastDate: FormRule = {
  validator: (_r, v: Dayjs | null) => (!v || v.isBefore(dayjs(), 'day') ? Promise.resolve() : Promise.reject(new Error(HEADCOUNT_MESSAGES.dobPast))),
};
const after =
  (field: DateField, message: string, strict: boolean): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_r, v: Dayjs | null) => {
      const other = getFieldValue(field) as Dayjs | null | undefined;
      if (!v || !other) return Promise.resolve();
      const ok = strict ? v.isAfter(other, 'day') : !v.isBefore(other, 'day');
      return ok ? Promise.resolve() : Promise.reject(new Error(message));
    },
  });

const trimmed = (v: string | null | undefined) => (typeof v === 'string' ? v.trim() || null : (v ?? null));

function toInput(v: Values): HeadcountEmployeeInput {
  const input: HeadcountEmployeeInput = {
    resId: trimmed(v.resId),
    name: trimmed(v.name),
    communicationEmail: trimmed(v.communicationEmail),
    nationalId: trimmed(v.nationalId),
    nationality: trimmed(v.nationality),
    cityOfResidence: trimmed(v.cityOfResidence),
    gender: v.gender ?? null,
    phoneNumber: trimmed(v.phoneNumber),
    emergencyContactName: trimmed(v.emergencyContactName),
    emergencyContactNumber: trimmed(v.emergencyContactNumber),
    payoneerEmail: trimmed(v.payoneerEmail),
    statusId: v.statusId ?? null,
    employmentType: v.employmentType ?? null,
    role: v.role ?? null,
    departmentId: v.departmentId ?? null,
    managerId: v.managerId ?? null,
    isFullTime: v.isFullTime ?? true,
    custody: trimmed(v.custody),
    militaryStatus: v.militaryStatus ?? null,
    martialStatus: v.martialStatus ?? null,
  };
  for (const f of DATE_FIELDS) input[f] = toIsoDate(v[f]);
  for (const d of DOCUMENTS) input[d.field] = Boolean(v[d.field]);
  return input;
}

export default function AddHeadcountEmployeePage() {
  const [params] = useSearchParams();
  // /main/headcountTracker/:id/edit; the older ?id= link still opens the record.
  const id = useParams().id ?? params.get('id');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const people = usePeopleOptions();
  const existing = useHeadcountEmployeeQuery({ variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'network-only' });
  useFailureToast(existing.error, 'load the headcount employee');
  const [create] = useCreateHeadcountEmployeeMutation();
  const [update] = useUpdateHeadcountEmployeeMutation();
  const record = existing.data?.headcountEmployee;

  useEffect(() => {
    if (!record) return;
    const values: Values = { isFullTime: record.isFullTime };
    for (const key of [
      'resId',
      'name',
      'communicationEmail',
      'nationalId',
      'nationality',
      'cityOfResidence',
      'gender',
      'phoneNumber',
      'emergencyContactName',
      'emergencyContactNumber',
      'payoneerEmail',
      'statusId',
      'employmentType',
      'role',
      'departmentId',
      'managerId',
      'custody',
      'militaryStatus',
      'martialStatus',
    ] as const) {
      values[key] = record[key] ?? null;
    }
    for (const f of DATE_FIELDS) values[f] = record[f] ? dayjs(record[f]) : null;
    for (const d of DOCUMENTS) values[d.field] = record[d.field];
    form.setFieldsValue(values);
  }, [record, form]);

  /** The write, answering its success toast (the saved person's name). */
  const save = async (v: Values): Promise<string> => {
    const input = toInput(v);
    if (id) {
      const { data } = await update({ variables: { id, input } });
      return `${data?.updateHeadcountEmployee.name ?? 'Headcount employee'} updated`;
    }
    const { data } = await create({ variables: { input } });
    return `${data?.createHeadcountEmployee.name ?? 'Headcount employee'} added`;
  };

  if (id && existing.loading && !record)
    return (
      <Card title={<PageTitle>Edit headcount employee</PageTitle>}>
        <Skeleton active />
      </Card>
    );

  return (
    <Card title={<PageTitle>{id ? `Edit headcount employee${record ? `: ${record.name}` : ''}` : 'Add headcount employee'}</PageTitle>}>
      <PageForm<Values, string>
        form={form}
        name="headcountEmployee"
        save={save}
        success={(toast) => toast}
        failure={id ? 'Failed to update the headcount employee' : 'Failed to add the headcount employee'}
        onSaved={() => navigate(href('headcountTracker'))}
        submitText={id ? 'Save changes' : 'Add headcount employee'}
        initialValues={{ isFullTime: true, employmentType: 'Full Time' }}
        footer={(submit) => (
          <Flex gap={8} justify="end">
            <Link to={href('headcountTracker')}>
              <Button>Cancel</Button>
            </Link>
            {submit}
          </Flex>
        )}
      >
        <Divider titlePlacement="start">
          <SectionTitle>Identity and contact</SectionTitle>
        </Divider>
        <Row gutter={16}>
          <IdentityFields emailName="communicationEmail" emailLabel="Communication email" />
          <Col {...third}>
            <Form.Item name="nationality" label="Nationality" rules={[rules.maxLength('Nationality', HEADCOUNT.nationality.max)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="cityOfResidence" label="City of residence" rules={[rules.maxLength('City of residence', HEADCOUNT.city_of_residence.max)]}>
              <Input />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="gender" label="Gender">
              <Select allowClear options={options(GENDERS)} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="dateOfBirth" label="Date of birth" rules={[pastDate]}>
              <DatePicker format="DD/MM/YYYY" disabledDate={(d) => disabledYear(d)} defaultPickerValue={YEAR_PICKER_DEFAULT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="phoneNumber" label="Phone number" rules={[rules.phone()]}>
              <PhoneInput />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="payoneerEmail" label="Payoneer email" rules={[rules.email()]}>
              <Input inputMode="email" />
            </Form.Item>
          </Col>
          <EmergencyContactFields />
          <Col {...half}>
            <Form.Item name="militaryStatus" label="Military status">
              <Select allowClear options={options(MILITARY_STATUSES)} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="martialStatus" label="Marital status">
              <Select allowClear options={options(MARITAL_STATUSES)} />
            </Form.Item>
          </Col>
        </Row>

        <Divider titlePlacement="start">
          <SectionTitle>Employment</SectionTitle>
        </Divider>
        <Row gutter={16}>
          <PlacementFields options={people} roleName="role" roleLabel="Role" managerLabel="Direct manager" currentManager={record?.manager} />
          <Col {...half}>
            <Form.Item name="statusId" label="Status">
              <Select allowClear options={people.statuses} placeholder="Active" />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="employmentType" label="Employment type">
              <Select allowClear options={options(EMPLOYMENT_TYPES)} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="isFullTime" label="Full time" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="custody" label="Custody" rules={[rules.maxLength('Custody', HEADCOUNT.custody.max)]}>
              <Input placeholder="e.g. Laptop and headset" />
            </Form.Item>
          </Col>
        </Row>

        <Divider titlePlacement="start">
          <SectionTitle>Dates</SectionTitle>
        </Divider>
        <Row gutter={16}>
          <Col {...third}>
            <Form.Item name="hiringDate" label="Hiring date" rules={[rules.requiredSelect('Hiring date')]}>
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="contractSignedDate" label="Contract signed date">
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item
              name="contractExpirationDate"
              label="Contract expiration date"
              dependencies={['contractSignedDate']}
              rules={[after('contractSignedDate', HEADCOUNT_MESSAGES.contractOrder, true)]}
            >
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="nationalIdExpirationDate" label="National ID expiration date">
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item
              name="lastWorkingDay"
              label="Last working day"
              dependencies={['hiringDate']}
              rules={[after('hiringDate', HEADCOUNT_MESSAGES.lastDay, false)]}
            >
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="partTimeDateShuffled" label="Part-time date shuffled">
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>

        <Divider titlePlacement="start">
          <SectionTitle>Documents</SectionTitle>
        </Divider>
        <Row gutter={16}>
          {DOCUMENTS.map((d) => (
            <Col key={d.field} xs={24} sm={12} md={8}>
              <Form.Item name={d.field} valuePropName="checked" style={{ marginBottom: 8 }}>
                <Checkbox>{d.label}</Checkbox>
              </Form.Item>
            </Col>
          ))}
        </Row>
      </PageForm>
    </Card>
  );
}
