/**
 * The interview scorecard (new interview or an existing one): date, hiring decision, employment type, experience,
 * ticket number, notes and a cold calling specialist's seven test scores (whole numbers with their ranges, SPEC §5
 * messages; all seven needed to accept), with the English average and the pass-mark verdict beside the decision.
 */
import { useEffect } from 'react';
import { Alert, Col, Form, Input, Row, Statistic } from 'antd';
import { DatePicker, Select } from '../../shared/deferred';
import dayjs, { type Dayjs } from 'dayjs';
import type { InterviewFieldsFragment, InterviewInput } from '../../generated/graphql';
import { rules } from '../../shared/formRules';
import { toIsoDate } from '../../shared/format';
import { NumberInput } from '../../shared/NumberInput';
import { PageForm } from '../../shared/PageForm';
import { DECISIONS, EMPLOYMENT_TYPES, EXPERIENCE_LEVELS, SCORES } from './labels';
import { PassMarkVerdict } from './PassMark';
import { FIELD_LIMITS } from '../../generated/fieldLimits';

/** The upstream's bounds of these fields (generated from its OpenAPI document). */
const INTERVIEW = FIELD_LIMITS['POST /candidates/{id}/interviews'];

type ScoreKey = (typeof SCORES)[number][0];
type Values = {
  interviewDate: Dayjs;
  hiringDecision: number;
  employmentType?: string | null;
  experienceLevel?: string | null;
  ticketNumber?: string | null;
  notes?: string | null;
} & Partial<Record<ScoreKey, number | null>>;

const third = { xs: 24, sm: 12, lg: 8 };

/** The upstream's refusal of a decision on an interview still to come (upstream/src/recruitment/input.ts). */
export const DECISION_TOO_EARLY = 'A decision can only be recorded once the interview has taken place';

/**
 * Why the chosen decision cannot be saved yet, said under the decision the moment it is picked (not a greyed Save,
 * not a refusal after saving): a decision before the interview date, or Accepted without all seven scores.
 */
export function decisionRefusal(v: Partial<Values>, today: Dayjs = dayjs()): string | null {
  if (v.hiringDecision && v.interviewDate && v.interviewDate.isAfter(today, 'day')) return DECISION_TOO_EARLY;
  if (v.hiringDecision !== 1) return null;
  const missing = SCORES.filter(([k]) => typeof v[k] !== 'number').map(([, label]) => label);
  return missing.length ? `To accept, fill in every test score (missing: ${missing.join(', ')})` : null;
}

export function englishAverageOf(v: Partial<Record<ScoreKey, number | null>>): number | null {
  const values = SCORES.slice(0, 5)
    .map(([k]) => v[k])
    .filter((n): n is number => typeof n === 'number');
  return values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null;
}

/** A PageForm: a new interview's scorecard empties after its save, an existing one keeps what was saved. */
export function InterviewForm(props: {
  initial?: InterviewFieldsFragment | null;
  submitText: string;
  save: (input: InterviewInput) => Promise<unknown>;
  success: string;
  failure: string;
  onSaved?: () => void;
  locked?: boolean;
  /** The stored pass mark: the verdict shows beside the decision (none while unknown). */
  passMark?: number | null;
}) {
  const [form] = Form.useForm<Values>();
  const decision = Form.useWatch('hiringDecision', form);
  const watched = Form.useWatch([], form) ?? {};
  const { initial } = props;

  useEffect(() => {
    if (!initial) return;
    form.setFieldsValue({
      interviewDate: dayjs(initial.interviewDate),
      hiringDecision: initial.hiringDecision,
      employmentType: initial.employmentType,
      experienceLevel: initial.experienceLevel,
      ticketNumber: initial.ticketNumber,
      notes: initial.notes,
      ...(initial.interviewTypeSpecific ?? {}),
    });
  }, [initial, form]);

  const save = (v: Values) =>
    props.save({
      interviewDate: toIsoDate(v.interviewDate),
      hiringDecision: v.hiringDecision,
      employmentType: v.employmentType ?? null,
      experienceLevel: v.experienceLevel ?? null,
      ticketNumber: v.ticketNumber?.trim() || null,
      notes: v.notes?.trim() || null,
      interviewTypeSpecific: Object.fromEntries(SCORES.map(([k]) => [k, v[k] ?? null])),
    });
  const average = englishAverageOf(watched);

  return (
    <PageForm<Values>
      form={form}
      save={save}
      success={props.success}
      failure={props.failure}
      reset={!initial}
      onSaved={props.onSaved}
      submitText={props.submitText}
      initialValues={{ hiringDecision: 0, interviewDate: dayjs() }}
      disabled={props.locked}
    >
      {props.locked && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message="The candidate is onboarded: this interview can no longer be changed." />
      )}
      <Row gutter={16}>
        <Col {...third}>
          <Form.Item name="interviewDate" label="Interview date" rules={[rules.requiredSelect('Interview date')]}>
            <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item
            name="hiringDecision"
            label="Hiring decision"
            dependencies={['interviewDate', ...SCORES.map(([k]) => k)]}
            rules={[
              rules.requiredSelect('Hiring decision'),
              ({ getFieldsValue }) => ({
                validator: async () => {
                  const refusal = decisionRefusal(getFieldsValue(true) as Partial<Values>);
                  if (refusal) throw new Error(refusal);
                },
              }),
            ]}
          >
            <Select options={DECISIONS} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Statistic title="English average (out of 10)" value={average ?? '—'} />
          {props.passMark != null && (
            <div data-testid="pass-mark-verdict" style={{ marginTop: 4, marginBottom: 16 }}>
              <PassMarkVerdict average={average} mark={props.passMark} />
            </div>
          )}
        </Col>
        <Col {...third}>
          <Form.Item name="employmentType" label="Employment type">
            <Select allowClear options={EMPLOYMENT_TYPES} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="experienceLevel" label="Experience level">
            <Select allowClear options={EXPERIENCE_LEVELS} />
          </Form.Item>
        </Col>
        <Col {...third}>
          <Form.Item name="ticketNumber" label="Ticket number" rules={[rules.maxLength('Ticket number', INTERVIEW.ticket_number.max)]}>
            <Input />
          </Form.Item>
        </Col>
        {SCORES.map(([key, label, max]) => (
          <Col key={key} {...third}>
            <Form.Item
              name={key}
              label={`${label} (0–${max})`}
              rules={[...(decision === 1 ? [rules.requiredSelect(label)] : []), rules.wholeNumber(), rules.lessThanOrEqual(label, max)]}
            >
              <NumberInput />
            </Form.Item>
          </Col>
        ))}
        <Col span={24}>
          <Form.Item name="notes" label="Notes" rules={[rules.maxLength('Notes', INTERVIEW.notes.max)]}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </Col>
      </Row>
    </PageForm>
  );
}
