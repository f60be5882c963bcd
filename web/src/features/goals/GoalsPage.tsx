/**
 * `/main/goals` (everyone; account menu "goals"): my goals, or every goal I may see (private ones only as assignee,
 * reviewer or admin), server-paged with filters; "New goal" opens the form.
 */
import { useState } from 'react';
import { Card, Segmented } from 'antd';
import { GoalsDocument } from './goals.generated';
import { LinkButton } from '../../shared/LinkButton';
import { PageTitle } from '../../shared/PageTitle';
import { GoalTable } from './GoalTable';
import { href } from '../../shared/paths';

export default function GoalsPage() {
  const [scope, setScope] = useState<'mine' | 'all'>('mine');
  return (
    <Card title={<PageTitle>Goals</PageTitle>} extra={<LinkButton to={href('goals/new')}>New goal</LinkButton>}>
      <GoalTable
        document={GoalsDocument}
        pageOf={(d) => d.goals}
        extra={{ assigneeId: scope === 'mine' ? 'me' : null }}
        exportName="goals.csv"
        scopeControl={
          <Segmented
            aria-label="Whose goals"
            value={scope}
            onChange={(v) => setScope(v as 'mine' | 'all')}
            options={[
              { value: 'mine', label: 'My goals' },
              { value: 'all', label: 'All visible goals' },
            ]}
          />
        }
      />
    </Card>
  );
}
