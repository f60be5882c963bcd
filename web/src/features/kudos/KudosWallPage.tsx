/** `/main/kudos/:id` (everyone): one person's kudos wall (`me` = mine), with kudos to give them. */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Card, Flex } from 'antd';
import { useEmployeeDetailQuery } from '../people/people.generated';
import { PageTitle } from '../../shared/PageTitle';
import { useSession } from '../../shared/session';
import { deferredPart } from '../../shared/deferred';
import { KudosWall } from './KudosWall';

/** The form to give kudos (another person's wall only) sits below the wall: it loads after the first paint. */
const GiveKudosForm = deferredPart(() => import('./GiveKudosForm'), 'GiveKudosForm');

export default function KudosWallPage() {
  const { id = 'me' } = useParams();
  const { user } = useSession();
  const self = id === 'me' || id === user?.id;
  const person = useEmployeeDetailQuery({ variables: { id }, skip: self });
  const name = self ? 'My kudos' : `Kudos of ${person.data?.employee?.name ?? '…'}`;
  const [version, setVersion] = useState(0);
  return (
    <Flex vertical gap={24}>
      <Card title={<PageTitle>{name}</PageTitle>}>
        <KudosWall receiverId={self ? 'me' : id} version={version} />
      </Card>
      {!self && (
        <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Give kudos</h2>}>
          <GiveKudosForm receiverId={id} onGiven={() => setVersion((v) => v + 1)} />
        </Card>
      )}
    </Flex>
  );
}
