/**
 * Onboarding a candidate: the new employee's work data (RES ID, e-mail, department, role, team, manager, pay basis and
 * rate); name, national ID and phone come from the candidate. A 409 shows the server's error (already onboarded,
 * national ID already an employee's, ...); anything else `Failed to onboard candidate.` (SPEC §8), with field errors
 * next to their fields. A candidate still missing data (the upstream refuses them with a 422, which SPEC §8 words as
 * that bare failure) is named up front instead: what is missing, a link to the missing-data page, and Onboard held back.
 * An EditDialog the page keeps mounted (open while a candidate is picked).
 */
import { Alert, Col, Form, Input, Row } from 'antd';
import { Link } from 'react-router-dom';
import { DatePicker, Select } from '../../shared/deferred';
import { PersonPicker } from '../../shared/PersonPicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useCandidateMissingDataQuery, useOnboardCandidateMutation, type InterviewFieldsFragment } from './recruitment.generated';
import { rules } from '../../shared/formRules';
import { toIsoDate } from '../../shared/format';
import { NumberInput } from '../../shared/NumberInput';
import { notifyError, placeFieldErrors } from '../../shared/notify';
import { EditDialog } from '../../shared/EditDialog';
import { usePeopleOptions } from '../people/lookups';
import { PayBasisFields } from '../people/EmployeeFormFields';
import { onboardFailure } from './onboardError';
import { ONBOARD_FAILED } from './labels';
import { FIELD_LIMITS } from '../../generated/fieldLimits';

/** The upstream's bounds of these fields (generated from its OpenAPI document). */
const ONBOARD = FIELD_LIMITS['POST /candidates/{id}/onboard'];
import { href } from '../../shared/paths';

interface Values {
  resId: string;
  email?: string;
  departmentId?: string;
  roleTitle?: string;
  teamId?: string;
  managerId?: string;
  dateJoined: Dayjs;
  hourlyOrMonthly: 'hourly' | 'monthly';
  hourlyRate?: number;
  monthlyRate?: number;
  targetHoursPerDay: number;
}

const half = { xs: 24, md: 12 };

export function OnboardModal({ interview, onClose, onDone }: { interview: InterviewFieldsFragment | null; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const basis = Form.useWatch('hourlyOrMonthly', form);
  const options = usePeopleOptions();
  const [onboard] = useOnboardCandidateMutation();
  const missingData = useCandidateMissingDataQuery({ variables: { id: interview?.candidateId ?? '' }, skip: !interview, fetchPolicy: 'network-only' });
  const gaps = missingData.data?.candidateMissingData.complete === false ? missingData.data.candidateMissingData.missing : [];

  const save = async (v: Values) => {
    const { data } = await onboard({
      variables: {
        id: interview!.candidateId,
        input: {
          resId: v.resId.trim(),
          email: v.email?.trim() || null,
          departmentId: v.departmentId ?? null,
          roleTitle: v.roleTitle ?? null,
          teamId: v.teamId ?? null,
          managerId: v.managerId ?? null,
          dateJoined: toIsoDate(v.dateJoined),
          hourlyOrMonthly: v.hourlyOrMonthly,
          hourlyRate: v.hourlyOrMonthly === 'hourly' ? (v.hourlyRate ?? null) : null,
          monthlyRate: v.hourlyOrMonthly === 'monthly' ? (v.monthlyRate ?? null) : null,
          targetHoursPerDay: v.targetHoursPerDay,
        },
      },
    });
    return data!.onboardCandidate.employee;
  };

  /** SPEC §8's onboarding wording (onboardError.ts): the field errors on their fields, one toast. */
  const refused = (error: unknown) => {
    const failure = onboardFailure(error);
    placeFieldErrors(form, failure.fieldErrors);
    notifyError(failure.message);
    return true;
  };

  return (
    <EditDialog
      form={form}
      open={!!interview}
      title={`Onboard ${interview?.candidate?.fullName ?? ''}`}
      okText="Onboard"
      save={save}
      success={(employee) => `${interview!.candidate?.fullName ?? 'Candidate'} onboarded${employee ? ` as ${employee.resId}` : ''}`}
      failure={ONBOARD_FAILED}
      onError={refused}
      reset
      onClose={(saved) => (saved ? onDone() : onClose())}
      blocked={gaps.length > 0}
      width={720}
      initialValues={{
        hourlyOrMonthly: 'hourly',
        targetHoursPerDay: interview?.employmentType === 'part_time' ? 4 : 8,
        dateJoined: dayjs(),
        roleTitle: 'Cold Calling Agent',
      }}
    >
      {gaps.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="This candidate is missing data for onboarding"
          description={
            <>
              {gaps.map((g) => g.label).join(', ')}.{' '}
              <Link to={href('candidate-missing-details/:candidateId/missing_data', { candidateId: interview!.candidateId })}>Complete the missing data</Link>{' '}
              first.
            </>
          }
        />
      )}
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="resId" label="RES ID" rules={[rules.required('RES ID'), rules.maxLength('RES ID', ONBOARD.RES_ID.max)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="email" label="Work email" extra="Empty: the candidate's contact email" rules={[rules.email()]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="departmentId" label="Department" extra="Empty: Cold Calling">
            <Select allowClear options={options.departments} loading={options.loading} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="roleTitle" label="Role title">
            <Select allowClear showSearch options={options.roles} loading={options.loading} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="teamId" label="Team">
            <Select allowClear options={options.teams} loading={options.loading} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="managerId" label="Manager">
            <PersonPicker purpose="MANAGERS" allowClear />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="dateJoined" label="Date joined" rules={[rules.requiredSelect('Date joined')]}>
            <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="targetHoursPerDay"
            label="Target hours per day"
            rules={[
              rules.requiredSelect('Target hours per day'),
              rules.numeric(),
              rules.lessThanOrEqual('Target hours per day', ONBOARD.target_hours_per_day.max),
            ]}
          >
            <NumberInput />
          </Form.Item>
        </Col>
        <PayBasisFields basis={basis} />
      </Row>
    </EditDialog>
  );
}
