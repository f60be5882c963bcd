/**
 * `/main/permissions/:id` (SPEC §2 current-user-only link: `me` or one's own id; admins: anyone): the manager
 * permissions one person holds, and what each lets them do.
 */
import { useParams } from 'react-router-dom';
import { Card } from 'antd';
import { ManagerPermissionsOfDocument } from './permissions.generated';
import { PagedTable } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { useSession } from '../../shared/session';
import { PERMISSION_HELP, PERMISSION_LABELS } from './labels';
import { permissionColumns } from './columns';
import { Paragraph } from '../../shared/Text';

export default function MyPermissionsPage() {
  const { id = 'me' } = useParams();
  const { user } = useSession();
  const self = id === 'me' || id === user?.id;
  return (
    <Card title={<PageTitle>{self ? 'My permissions' : 'Manager permissions'}</PageTitle>}>
      <Paragraph type="secondary">
        Admins grant these to managers.{' '}
        {(Object.keys(PERMISSION_LABELS) as (keyof typeof PERMISSION_LABELS)[]).map((p) => `${PERMISSION_LABELS[p]}: ${PERMISSION_HELP[p]}.`).join(' ')}
      </Paragraph>
      <PagedTable
        entity="permissions"
        document={ManagerPermissionsOfDocument}
        pageOf={(d) => d.managerPermissionsOf}
        variables={{ id }}
        columns={permissionColumns}
      />
    </Card>
  );
}
