/**
 * One table row's actions on Manage Actions, kept one line high: the primary action as a button — Approve
 * for a pending action when the viewer may review, otherwise Details — and the rest (Reject, Waive, Delete, Details)
 * in a "More" menu. Only what the viewer may do on this action's status is offered; no menu when nothing is left.
 */
import { Button, Space, type MenuProps } from 'antd';
import { Dropdown } from '../../shared/deferred';
import { DownOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
import type { Verb } from './ReviewModal';
import { href } from '../../shared/paths';

export interface ActionRowMenuProps {
  action: { id: string; status: number; auditorId?: string | null };
  canReview: boolean;
  canDetail: boolean;
  viewerId?: string | null;
  onReview: (verb: Verb) => void;
  onDelete: () => void;
}

export function ActionRowMenu({ action, canReview, canDetail, viewerId, onReview, onDelete }: ActionRowMenuProps) {
  const navigate = useNavigate();
  const pending = action.status === 0;
  const approvePrimary = canReview && pending;
  const detailsPath = href('actionsTaken/:id', { id: action.id });
  const items: NonNullable<MenuProps['items']> = [];
  if (canReview && pending) items.push({ key: 'reject', label: 'Reject', danger: true });
  if (canReview && (pending || action.status === 1)) items.push({ key: 'waive', label: 'Waive' });
  if (pending && (canReview || (viewerId != null && action.auditorId === viewerId))) {
    items.push({ key: 'delete', label: 'Delete', danger: true });
  }
  if (canDetail && approvePrimary) items.push({ key: 'details', label: 'Details' });
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'reject' || key === 'waive') onReview(key);
    else if (key === 'delete') onDelete();
    else if (key === 'details') navigate(detailsPath);
  };
  return (
    <Space size="small" style={{ whiteSpace: 'nowrap' }}>
      {approvePrimary ? (
        <Button size="small" type="primary" onClick={() => onReview('approve')}>
          Approve
        </Button>
      ) : (
        canDetail && <Link to={detailsPath}>Details</Link>
      )}
      {items.length > 0 && (
        <Dropdown menu={{ items, onClick }} trigger={['click']}>
          <Button size="small">
            More <DownOutlined aria-hidden />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
