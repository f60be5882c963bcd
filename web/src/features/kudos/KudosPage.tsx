/** `/main/kudos` (everyone; account menu "kudos"): give kudos to a colleague, and the company's kudos wall. */
import { useState } from 'react';
import { Card, Flex } from 'antd';
import { PageTitle } from '../../shared/PageTitle';
import { GiveKudosForm } from './GiveKudosForm';
import { deferredPart, emptyBlock } from '../../shared/deferred';

/** The wall sits below the form: its list loads after the first paint (a short list's space meanwhile). */
const KudosWall = deferredPart(() => import('./KudosWall'), 'KudosWall', emptyBlock(240));

export default function KudosPage() {
  const [version, setVersion] = useState(0);
  return (
    <Flex vertical gap={24}>
      <Card title={<PageTitle>Kudos</PageTitle>}>
        <GiveKudosForm onGiven={() => setVersion((v) => v + 1)} />
      </Card>
      <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Kudos wall</h2>}>
        <KudosWall version={version} />
      </Card>
    </Flex>
  );
}
