/**
 * `/main/employees/:id`: an employee's details (pay and personal fields appear only when the gateway sends them),
 * and — for CEO and HR — the role update that shares this path.
 */
import { Card, Descriptions, Empty, Flex, Spin, Tag } from 'antd';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useEmployeeDetailQuery } from './people.generated';
import { Avatar } from '../../shared/Avatar';
import { formatCode, formatDate, formatHours, formatMoney } from '../../shared/format';
import { useSession } from '../../shared/session';
import { canOpen } from '../../app/access';
import { payBasisLabel, roleTypeLabel } from './lookups';
import { notFoundText, useFailureToast } from '../../shared/feedback';
import { PageTitle } from '../../shared/PageTitle';
import { ManagerHistoryCard } from '../shuffle/ManagerHistoryCard';
import { Text } from '../../shared/Text';
import { deferredPart } from '../../shared/deferred';
import { MAIN, href } from '../../shared/paths';
import { useCapabilities } from '../../shared/capabilities';

const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);
const money = (v: number | null | undefined) => formatMoney(v) || '—';

/** HR's role update sits below the details and the manager history: its form loads after the first paint. */
const RoleUpdateForm = deferredPart(() => import('./RoleUpdateForm'), 'RoleUpdateForm');
/** HR's work info (job, hours, department, team, supervisor) below it, deferred the same way. */
const WorkInfoForm = deferredPart(() => import('./WorkInfoForm'), 'WorkInfoForm');
/** The record's history (the audit trail) sits at the bottom: it loads after the first paint too. */
const HistoryCard = deferredPart(() => import('../audit/HistoryCard'), 'HistoryCard');

export default function EmployeeDetailsPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const { auditLog, workInfo } = useCapabilities();
  // Employee ids are numeric; anything else here is a SPEC page not built yet (e.g. /employees/salaries), which
  // this path would otherwise swallow: treat it like any route the user may not open.
  const isId = /^\d+$/.test(id);
  const { data, loading, error } = useEmployeeDetailQuery({ variables: { id }, skip: !isId, fetchPolicy: 'cache-and-network' });
  useFailureToast(error, 'load employee');
  if (!isId) return <Navigate to={MAIN} replace />;
  const e = data?.employee;
  if (!e) {
    return loading ? (
      <Spin />
    ) : (
      <Card title={<PageTitle>Employee</PageTitle>}>
        <Empty description={notFoundText('Employee')} />
      </Card>
    );
  }
  const seesPay = e.hourlyRate != null || e.monthlyRate != null || e.baseSalary != null;
  return (
    <Flex vertical gap={24}>
      <Card>
        <Flex gap={24} align="center" wrap>
          <Avatar name={e.name ?? ''} size={80} />
          <div>
            <PageTitle>{e.name}</PageTitle>
            <Text type="secondary">{e.roleTitle}</Text> <Link to={href('people/:id', { id: e.id })}>Public profile</Link>{' '}
            <Tag color={e.active ? 'green' : 'default'}>{e.status ?? (e.active ? 'Active' : 'Inactive')}</Tag>
          </div>
        </Flex>
        <Descriptions bordered column={{ xs: 1, md: 2 }} style={{ marginTop: 24 }}>
          <Descriptions.Item label="RES ID">{dash(e.resId)}</Descriptions.Item>
          <Descriptions.Item label="Email">{dash(e.email)}</Descriptions.Item>
          <Descriptions.Item label="Department">{dash(e.department?.departmentName)}</Descriptions.Item>
          <Descriptions.Item label="Team">{dash(e.team?.teamName)}</Descriptions.Item>
          <Descriptions.Item label="Manager">{e.manager?.name ?? 'No available manager'}</Descriptions.Item>
          <Descriptions.Item label="Role type">{dash(roleTypeLabel(e.role))}</Descriptions.Item>
          <Descriptions.Item label="Manages others">{e.canManage ? 'Yes' : 'No'}</Descriptions.Item>
          <Descriptions.Item label="Employee type">{dash(formatCode(e.employeeType))}</Descriptions.Item>
          <Descriptions.Item label="Date joined">{dash(formatDate(e.dateJoined))}</Descriptions.Item>
          <Descriptions.Item label="Working hours per day">{dash(formatHours(e.targetHoursPerDay))}</Descriptions.Item>
          <Descriptions.Item label="Paid">{dash(payBasisLabel(e.hourlyOrMonthly))}</Descriptions.Item>
          {e.lastWorkingDay && <Descriptions.Item label="Last working day">{formatDate(e.lastWorkingDay)}</Descriptions.Item>}
          {seesPay && <Descriptions.Item label="Hourly rate">{money(e.hourlyRate)}</Descriptions.Item>}
          {seesPay && <Descriptions.Item label="Monthly rate">{money(e.monthlyRate)}</Descriptions.Item>}
          {seesPay && <Descriptions.Item label="Base salary">{money(e.baseSalary)}</Descriptions.Item>}
          {e.nationalId != null && <Descriptions.Item label="National ID">{e.nationalId}</Descriptions.Item>}
          {e.phone != null && <Descriptions.Item label="Phone">{e.phone}</Descriptions.Item>}
          {e.dateOfBirth != null && <Descriptions.Item label="Date of birth">{formatDate(e.dateOfBirth)}</Descriptions.Item>}
          {e.emergencyContactName != null && (
            <Descriptions.Item label="Emergency contact">
              {e.emergencyContactName} {e.emergencyContactNumber ?? ''}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      {(canOpen(user?.access, 'SHUFFLE_VIEW') || user?.id === e.id) && <ManagerHistoryCard employeeId={e.id} currentManager={e.manager?.name} />}
      {canOpen(user?.access, 'EMPLOYEES_ADD') && e.active && (
        <Card title="Update role" style={{ maxWidth: 640 }}>
          <RoleUpdateForm employee={e} />
        </Card>
      )}
      {workInfo && canOpen(user?.access, 'EMPLOYEES_ADD') && e.active && (
        <Card title="Update work info" style={{ maxWidth: 760 }}>
          <WorkInfoForm employee={e} />
        </Card>
      )}
      {auditLog && (canOpen(user?.access, 'AUDIT_LOG') || user?.id === e.id) && <HistoryCard employeeId={e.id} />}
    </Flex>
  );
}
