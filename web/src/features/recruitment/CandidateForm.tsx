/**
 * The candidate form of /candidates/add and /candidates/:id/update (SPEC §3 Candidate, §5 rules, submit disabled while
 * invalid), a PageForm. A referral needs its referencing employee (active, not in HR: the server checks and says so);
 * failures show the server's messages next to their fields, plus SPEC §8's warning.
 */
import { Col, Form, Input, Row } from 'antd';
import { Select } from '../../shared/deferred';
import { useEffect } from 'react';
import type { CandidateFieldsFragment, CandidateInput } from '../../generated/graphql';
import { rules } from '../../shared/formRules';
import { notifyWarning, showError } from '../../shared/notify';
import { PageForm } from '../../shared/PageForm';
import { PersonPicker } from '../../shared/PersonPicker';
import {
  CANDIDATE_TYPES,
  CHECK_DATA_WARNING,
  EDUCATIONAL_STATUSES,
  FEEDBACK,
  MARITAL_STATUSES,
  MILITARY_STATUSES,
  NEEDED_TO_ONBOARD,
  ONBOARDING_FIELDS,
  SOURCES,
  YES_NO,
} from './labels';
import { PhoneInput } from '../../shared/PhoneInput';
import { FIELD_LIMITS } from '../../generated/fieldLimits';

/** The upstream's bounds of these fields (generated from its OpenAPI document). */
const CANDIDATE = FIELD_LIMITS['POST /candidates'];

export interface CandidateValues {
  fullName: string;
  nationalId?: string | null;
  contactNumber?: string | null;
  contactEmail?: string | null;
  nationality?: string | null;
  cityOfResidence?: string | null;
  militaryStatus?: string | null;
  educationalStatus?: string | null;
  maritalStatus?: string | null;
  isContacted: string;
  vnEvaluationFeedback: string;
  type: string;
  source: string;
  externalSource?: string | null;
  referredBy?: string | null;
  sourcedBy?: string | null;
}

/** The "Needed to onboard" note of a field onboarding needs. */
const onboardingNote = (name: string) => ({ extra: (ONBOARDING_FIELDS as readonly string[]).includes(name) ? NEEDED_TO_ONBOARD : undefined });

const half = { xs: 24, md: 12 };
const opts = (values: string[]) => values.map((v) => ({ value: v, label: v }));
const trimmed = (v: string | null | undefined) => (v == null ? null : v.trim() || null);

export function toCandidateInput(v: CandidateValues): CandidateInput {
  return {
    fullName: v.fullName.trim(),
    nationalId: trimmed(v.nationalId),
    contactNumber: trimmed(v.contactNumber),
    contactEmail: trimmed(v.contactEmail),
    nationality: trimmed(v.nationality),
    cityOfResidence: trimmed(v.cityOfResidence),
    militaryStatus: v.militaryStatus ?? null,
    educationalStatus: v.educationalStatus ?? null,
    maritalStatus: v.maritalStatus ?? null,
    isContacted: v.isContacted,
    vnEvaluationFeedback: v.vnEvaluationFeedback,
    type: v.type,
    source: v.source,
    externalSource: trimmed(v.externalSource),
    referredByResId: v.referredBy ?? null,
    sourcedByResId: v.sourcedBy ?? null,
  };
}

export function CandidateForm(props: {
  initial?: CandidateFieldsFragment | null;
  submitText: string;
  /** The write; resolves with the candidate's id. */
  save: (input: CandidateInput) => Promise<string>;
  success: string;
  failure: string;
  onSaved: (candidateId: string) => void;
}) {
  const [form] = Form.useForm<CandidateValues>();
  const source = Form.useWatch('source', form);
  const { initial } = props;

  useEffect(() => {
    if (!initial) return;
    form.setFieldsValue({
      ...initial,
      referredBy: initial.referrer?.resId ?? null,
      sourcedBy: initial.sourcer?.resId ?? null,
    });
  }, [initial, form]);

  /** SPEC §8: whatever the failure, the warning to check the data follows the server's messages. */
  const refused = (error: unknown) => {
    showError(error, props.failure, form);
    notifyWarning(CHECK_DATA_WARNING);
    return true;
  };

  return (
    <PageForm<CandidateValues, string>
      form={form}
      save={(v) => props.save(toCandidateInput(v))}
      success={props.success}
      failure={props.failure}
      onError={refused}
      onSaved={props.onSaved}
      submitText={props.submitText}
      initialValues={{ isContacted: 'no', vnEvaluationFeedback: 'pending', type: CANDIDATE_TYPES[0], source: 'referral' }}
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="fullName" label="Full name" rules={[rules.required('Full name'), rules.maxLength('Full name', CANDIDATE.full_name.max)]}>
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="nationalId"
            {...onboardingNote('nationalId')}
            label="National ID"
            rules={[rules.maxLength('National ID', CANDIDATE.national_id.max)]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="contactNumber" {...onboardingNote('contactNumber')} label="Contact number" rules={[rules.phone()]}>
            <PhoneInput autoComplete="off" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="contactEmail" {...onboardingNote('contactEmail')} label="Contact email" rules={[rules.email()]}>
            <Input autoComplete="off" inputMode="email" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="nationality"
            {...onboardingNote('nationality')}
            label="Nationality"
            rules={[rules.maxLength('Nationality', CANDIDATE.nationality.max)]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="cityOfResidence"
            {...onboardingNote('cityOfResidence')}
            label="City of residence"
            rules={[rules.maxLength('City of residence', CANDIDATE.city_of_residence.max)]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="militaryStatus" {...onboardingNote('militaryStatus')} label="Military status">
            <Select allowClear options={opts(MILITARY_STATUSES)} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="educationalStatus" {...onboardingNote('educationalStatus')} label="Educational status">
            <Select allowClear options={opts(EDUCATIONAL_STATUSES)} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="maritalStatus" {...onboardingNote('maritalStatus')} label="Marital status">
            <Select allowClear options={opts(MARITAL_STATUSES)} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="type" label="Type" rules={[rules.requiredSelect('Type')]}>
            <Select options={opts(CANDIDATE_TYPES)} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="isContacted" label="Contacted" rules={[rules.requiredSelect('Contacted')]}>
            <Select options={YES_NO} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="vnEvaluationFeedback" label="VN evaluation feedback" rules={[rules.requiredSelect('VN evaluation feedback')]}>
            <Select options={FEEDBACK} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="source" label="Source" rules={[rules.requiredSelect('Source')]}>
            <Select options={SOURCES} />
          </Form.Item>
        </Col>
        {(source === 'external_source' || source === 'other') && (
          <Col {...half}>
            <Form.Item
              name="externalSource"
              label="External source"
              rules={
                source === 'external_source'
                  ? [rules.required('External source'), rules.maxLength('External source', CANDIDATE.external_source.max)]
                  : [rules.maxLength('External source', CANDIDATE.external_source.max)]
              }
            >
              <Input />
            </Form.Item>
          </Col>
        )}
        <Col {...half}>
          <Form.Item
            name="referredBy"
            label="Referred by"
            extra="An active employee outside HR"
            rules={source === 'referral' ? [rules.requiredSelect('Referred by')] : []}
          >
            <PersonPicker purpose="EMPLOYEES" valueKey="resId" allowClear aria-label="Referred by" current={initial?.referrer} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="sourcedBy" label="Sourced by" extra="The recruiter (empty for a referral)">
            <PersonPicker purpose="EMPLOYEES" valueKey="resId" allowClear aria-label="Sourced by" current={initial?.sourcer} />
          </Form.Item>
        </Col>
      </Row>
    </PageForm>
  );
}
