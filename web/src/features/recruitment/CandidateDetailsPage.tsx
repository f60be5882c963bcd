/** `/main/candidates/:candidateId` (CEO, HR): the candidate's data, stage, referrer, interviews and what to do next. */
import { Alert, Button, Card, Descriptions, Empty, Flex, Skeleton } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { useCandidateMissingDataQuery, useCandidateQuery } from './recruitment.generated';
import { notFoundText, useFailureToast } from '../../shared/feedback';
import { formatDate } from '../../shared/format';
import { PageTitle } from '../../shared/PageTitle';
import { StageTag } from './CandidateColumns';
import { InterviewsTable } from './InterviewsTable';
import { FEEDBACK, labelOf, SOURCES } from './labels';
import { href } from '../../shared/paths';

export default function CandidateDetailsPage() {
  const { candidateId = '' } = useParams();
  const { data, loading, error } = useCandidateQuery({ variables: { id: candidateId }, fetchPolicy: 'cache-and-network' });
  useFailureToast(error, 'load the candidate');
  const c = data?.candidate;
  // What onboarding will still ask for, shown before anyone tries (not once Onboard is pressed).
  const gaps = useCandidateMissingDataQuery({ variables: { id: candidateId }, skip: !c || Boolean(c.employee), fetchPolicy: 'cache-and-network' });
  const missing = gaps.data?.candidateMissingData.complete === false ? gaps.data.candidateMissingData.missing : [];
  return (
    <Flex vertical gap={24}>
      <Card title={<PageTitle>{c ? c.fullName : 'Candidate'}</PageTitle>}>
        {c && (
          <Flex gap={8} wrap style={{ marginBottom: 16 }}>
            {!c.employee && (
              <Link to={href('candidates/:candidateId/interviews', { candidateId: c.id })}>
                <Button type="primary">Record interview</Button>
              </Link>
            )}
            <Link to={href('candidates/:candidateId/update', { candidateId: c.id })}>
              <Button>Update</Button>
            </Link>
            <Link to={href('candidate-missing-details/:candidateId/missing_data', { candidateId: c.id })}>
              <Button>Missing data</Button>
            </Link>
          </Flex>
        )}
        {missing.length > 0 && (
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={`Missing for onboarding: ${missing.map((m) => m.label).join(', ')}`} />
        )}
        {loading && !c ? (
          <Skeleton active />
        ) : !c && !loading ? (
          <Empty description={notFoundText('Candidate')} />
        ) : c ? (
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label="Stage">
              <StageTag stage={c.stage} />
            </Descriptions.Item>
            <Descriptions.Item label="Type">{c.type}</Descriptions.Item>
            <Descriptions.Item label="National ID">{c.nationalId ?? ''}</Descriptions.Item>
            <Descriptions.Item label="Contact number">{c.contactNumber ?? ''}</Descriptions.Item>
            <Descriptions.Item label="Contact email">{c.contactEmail ?? ''}</Descriptions.Item>
            <Descriptions.Item label="Nationality">{c.nationality ?? ''}</Descriptions.Item>
            <Descriptions.Item label="City of residence">{c.cityOfResidence ?? ''}</Descriptions.Item>
            <Descriptions.Item label="Military status">{c.militaryStatus ?? ''}</Descriptions.Item>
            <Descriptions.Item label="Educational status">{c.educationalStatus ?? ''}</Descriptions.Item>
            <Descriptions.Item label="Marital status">{c.maritalStatus ?? ''}</Descriptions.Item>
            <Descriptions.Item label="Contacted">{c.isContacted === 'yes' ? 'Yes' : 'No'}</Descriptions.Item>
            <Descriptions.Item label="VN evaluation">{labelOf(FEEDBACK, c.vnEvaluationFeedback)}</Descriptions.Item>
            <Descriptions.Item label="Source">
              {labelOf(SOURCES, c.source)}
              {c.externalSource ? ` (${c.externalSource})` : ''}
            </Descriptions.Item>
            <Descriptions.Item label="Referred by">{c.referrer ? `${c.referrer.name} (${c.referrer.resId})` : ''}</Descriptions.Item>
            <Descriptions.Item label="Sourced by">{c.sourcer ? `${c.sourcer.name} (${c.sourcer.resId})` : 'Referral'}</Descriptions.Item>
            <Descriptions.Item label="Added">{formatDate(c.createdAt)}</Descriptions.Item>
            {c.employee && (
              <Descriptions.Item label="Employee">
                <Link to={href('employees/:id', { id: c.employee.id })}>
                  {c.employee.name} ({c.employee.resId})
                </Link>
                {c.onboardedAt ? `, onboarded ${formatDate(c.onboardedAt)}` : ''}
              </Descriptions.Item>
            )}
          </Descriptions>
        ) : null}
      </Card>
      <Card title="Interviews">
        <InterviewsTable candidateId={candidateId} />
      </Card>
    </Flex>
  );
}
