/**
 * `/main/attritions/:id/exit-interview` (CEO, HR): the attrition, and its exit interview form — why the person
 * leaves, four 1–5 ratings, would rehire / would recommend, comments. Saving records or replaces it.
 */
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Card, Checkbox, Descriptions, Flex, Form, Input, Radio, Rate, Spin } from 'antd';
import { Result } from '../../shared/deferred';
import { useAttritionExitInterviewQuery, useSaveExitInterviewMutation } from './attrition.generated';
import { hasCode } from '../../shared/errors';
import { useFailureToast } from '../../shared/feedback';
import { rules } from '../../shared/formRules';
import { formatDate } from '../../shared/format';
import { PageForm } from '../../shared/PageForm';
import { PageTitle } from '../../shared/PageTitle';
import { AttritionStateTag } from './columns';
import { FIELD_LIMITS } from '../../generated/fieldLimits';
import { href } from '../../shared/paths';

interface Values {
  reasons: string[];
  ratingOverall?: number;
  ratingManagement?: number;
  ratingCompensation?: number;
  ratingGrowth?: number;
  wouldRehire?: boolean | null;
  wouldRecommend?: boolean | null;
  comments?: string;
}

const RATINGS: [keyof Values, string][] = [
  ['ratingOverall', 'Overall experience'],
  ['ratingManagement', 'Management'],
  ['ratingCompensation', 'Compensation'],
  ['ratingGrowth', 'Growth and development'],
];
const YES_NO = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];

export default function ExitInterviewPage() {
  const { id = '' } = useParams();
  const [form] = Form.useForm<Values>();
  const { data, loading, error, refetch } = useAttritionExitInterviewQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  useFailureToast(hasCode(error, 'NOT_FOUND') ? null : error, 'load the attrition');
  const [save] = useSaveExitInterviewMutation();
  const attrition = data?.attrition;
  const interview = attrition?.exitInterview;

  useEffect(() => {
    if (interview) {
      form.setFieldsValue({
        reasons: interview.reasons,
        ratingOverall: interview.ratingOverall ?? undefined,
        ratingManagement: interview.ratingManagement ?? undefined,
        ratingCompensation: interview.ratingCompensation ?? undefined,
        ratingGrowth: interview.ratingGrowth ?? undefined,
        wouldRehire: interview.wouldRehire,
        wouldRecommend: interview.wouldRecommend,
        comments: interview.comments ?? '',
      });
    }
  }, [interview, form]);

  if (!attrition) {
    if (loading) return <Spin />;
    return (
      <Result
        status="404"
        title={<PageTitle>Attrition not found</PageTitle>}
        extra={<Link to={href('attrition-tracker')}>Back to the attrition tracker</Link>}
      />
    );
  }

  const write = (v: Values) =>
    save({
      variables: {
        attritionId: id,
        input: {
          reasons: v.reasons ?? [],
          ratingOverall: v.ratingOverall || null,
          ratingManagement: v.ratingManagement || null,
          ratingCompensation: v.ratingCompensation || null,
          ratingGrowth: v.ratingGrowth || null,
          wouldRehire: v.wouldRehire ?? null,
          wouldRecommend: v.wouldRecommend ?? null,
          comments: v.comments?.trim() || null,
        },
      },
    });

  return (
    <Flex vertical gap={24}>
      <Card title={<PageTitle>Exit interview</PageTitle>} extra={<Link to={href('attrition-tracker')}>Attrition tracker</Link>}>
        <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }}>
          <Descriptions.Item label="Employee">{`${attrition.employee?.name ?? ''} (${attrition.employee?.resId ?? ''})`}</Descriptions.Item>
          <Descriptions.Item label="State">
            <AttritionStateTag state={attrition.state} />
          </Descriptions.Item>
          <Descriptions.Item label="Type">{attrition.attritionTypeName}</Descriptions.Item>
          <Descriptions.Item label="Department">{attrition.departmentName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Notice date">{formatDate(attrition.noticeDate)}</Descriptions.Item>
          <Descriptions.Item label="Last working day">{attrition.lastWorkingDay ? formatDate(attrition.lastWorkingDay) : '—'}</Descriptions.Item>
          <Descriptions.Item label="Reason" span={2}>
            {attrition.reason ?? '—'}
          </Descriptions.Item>
          {interview && (
            <Descriptions.Item label="Interview saved" span={2}>
              {`${formatDate(interview.updatedAt)}${interview.interviewerName ? ` by ${interview.interviewerName}` : ''}`}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card title="Interview">
        <PageForm<Values>
          form={form}
          save={write}
          success="Exit interview saved"
          failure="Failed to save the exit interview"
          onSaved={() => void refetch()}
          submitText="Save exit interview"
          alwaysSubmittable
          initialValues={{ reasons: [] }}
          style={{ maxWidth: 720 }}
        >
          <Form.Item name="reasons" label="Reasons for leaving">
            <Checkbox.Group options={(data?.exitReasons ?? []).map((r) => ({ value: r, label: r }))} />
          </Form.Item>
          <Flex wrap gap={24}>
            {RATINGS.map(([name, label]) => (
              <Form.Item key={name} name={name} label={label}>
                <Rate aria-label={label} />
              </Form.Item>
            ))}
          </Flex>
          <Flex wrap gap={48}>
            <Form.Item name="wouldRehire" label="Would rehire">
              <Radio.Group options={YES_NO} aria-label="Would rehire" />
            </Form.Item>
            <Form.Item name="wouldRecommend" label="Would recommend the company">
              <Radio.Group options={YES_NO} aria-label="Would recommend the company" />
            </Form.Item>
          </Flex>
          <Form.Item
            name="comments"
            label="Comments"
            rules={[rules.maxLength('Comments', FIELD_LIMITS['PUT /api/attritions/{id}/exit_interview'].comments.max)]}
          >
            <Input.TextArea rows={4} aria-label="Comments" />
          </Form.Item>
        </PageForm>
      </Card>
    </Flex>
  );
}
