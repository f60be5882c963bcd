/**
 * `/attendance` (employees) and `/attendance/agents` (agents): ONE page for both families. Month picker, search,
 * exclude-resigned toggle, the status legend from the server, the virtualised grid with h:mm totals, a click on an
 * editable cell to change it, CSV import (writers only: the `attendance.edit*` access keys) and CSV export.
 * Which rows are editable is the server's answer (`editable`), so team leaders see their own agents editable only.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Card, Empty, Flex, Spin, Switch, Tag } from 'antd';
import { deferredPart, Tooltip } from '../../shared/deferred';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import { useAttendanceExportLazyQuery, useAttendanceGridQuery, useSetAttendanceMutation } from './attendance.generated';
import { canOpen } from '../../app/access';
import { openFileLink } from '../../shared/download';
import { showError } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { AttendanceGrid, type GridRow } from './AttendanceGrid';
import { StatusMenu, type MenuTarget } from './StatusMenu';
import { FAMILY_TEXT, statusIndex, type Family, textOn } from './statuses';
import { emptyText } from '../../shared/feedback';
import { PageTitle } from '../../shared/PageTitle';
import { MonthFilter } from '../../shared/MonthFilter';
import { SearchFilter } from '../../shared/filters';

// The import dialog (writers only, opened rarely) comes after the page's first paint, with antd's Modal and the CSV import.
const ImportModal = deferredPart(() => import('./ImportModal'), 'ImportModal');

/** `YYYY-MM` from the URL, else this month (dayjs reads a bare "-01" as January 2001, so the format is checked first). */
export function monthFromParam(param: string | null, today: Dayjs = dayjs()): Dayjs {
  const asked = param && /^\d{4}-(0[1-9]|1[0-2])$/.test(param) ? dayjs(`${param}-01`) : null;
  return (asked?.isValid() ? asked : today).startOf('month');
}

export function AttendancePage({ family }: { family: Family }) {
  const text = FAMILY_TEXT[family];
  const { user } = useSession();
  const canImport = canOpen(user?.access, text.editKey);
  const [params] = useSearchParams();
  // `?month=YYYY-MM` opens a given month (links from elsewhere, bookmarks); default: this month.
  const [month, setMonth] = useState<Dayjs>(() => monthFromParam(params.get('month')));
  const [search, setSearch] = useState('');
  const [excludeResigned, setExcludeResigned] = useState(true);
  const [menu, setMenu] = useState<MenuTarget | null>(null);
  const [importing, setImporting] = useState(false);
  const [edited, setEdited] = useState<ReadonlyMap<string, GridRow>>(new Map());
  const monthKey = month.format('YYYY-MM');

  const variables = { family, month: monthKey, search: search || null, excludeResigned };
  const grid = useAttendanceGridQuery({ variables, fetchPolicy: 'no-cache', notifyOnNetworkStatusChange: true });
  const [setAttendance] = useSetAttendanceMutation();
  const [exportLink, { loading: exporting }] = useAttendanceExportLazyQuery({ fetchPolicy: 'no-cache' });

  useEffect(() => {
    if (grid.error) showError(grid.error, 'Failed to load the attendance');
  }, [grid.error]);
  useEffect(() => setEdited(new Map()), [grid.data]);

  // The statuses come with the grid; while another month loads, the last answer's stay (the legend does not blink).
  const statusList = (grid.data ?? grid.previousData)?.attendanceStatuses;
  const statuses = useMemo(() => statusList ?? [], [statusList]);
  const byKey = useMemo(() => statusIndex(statuses), [statuses]);
  const data = grid.data?.attendanceGrid;
  const rows = useMemo(() => (data?.rows ?? []).map((r) => edited.get(r.resId) ?? r), [data, edited]);

  const onCellClick = useCallback(
    (row: GridRow, dayIndex: number, cell: HTMLElement) => {
      if (!row.editable || !data) return;
      const rect = cell.getBoundingClientRect();
      setMenu({ resId: row.resId, name: row.name, date: data.days[dayIndex], current: row.records[dayIndex], x: rect.left, y: rect.bottom + 4, cell });
    },
    [data],
  );

  /** Closes the menu and gives the focus back to the cell it was opened from (keyboard users stay in place). */
  const closeMenu = useCallback(() => {
    menu?.cell.focus();
    setMenu(null);
  }, [menu]);

  const pick = async (status: string) => {
    if (!menu) return;
    const target = menu;
    closeMenu();
    if (status === target.current) return;
    try {
      const res = await setAttendance({ variables: { family, resId: target.resId, month: monthKey, date: target.date, status } });
      const row = res.data?.setAttendance;
      if (row) setEdited((prev) => new Map(prev).set(row.resId, row));
    } catch (error) {
      showError(error, 'Failed to update the attendance');
    }
  };

  const download = async () => {
    try {
      const { data: link } = await exportLink({ variables });
      if (!link) throw new Error('no link');
      openFileLink(link.attendanceExport);
    } catch (error) {
      showError(error, 'Failed to export the attendance');
    }
  };

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <PageTitle>{text.title}</PageTitle>
        <Flex gap={8} wrap>
          {canImport && (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              Import CSV
            </Button>
          )}
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={download}>
            Export CSV
          </Button>
        </Flex>
      </Flex>
      <Card size="small">
        <Flex gap={16} wrap align="center">
          <MonthFilter value={month} onChange={setMonth} />
          <SearchFilter label="Search" placeholder="Search name or RES_ID" width={260} onSearch={(value) => setSearch(value.trim())} />
          <Flex gap={8} align="center">
            <Switch checked={excludeResigned} onChange={setExcludeResigned} aria-label="Exclude resigned" />
            <span>Exclude resigned</span>
          </Flex>
          <Flex gap={4} wrap aria-label="Legend" role="list">
            {statuses.map((s) => (
              <Tooltip key={s.key} title={s.description}>
                <Tag role="listitem" style={{ marginInlineEnd: 0, background: s.color, color: textOn(s.color), borderColor: s.color }}>
                  {s.label}
                </Tag>
              </Tooltip>
            ))}
          </Flex>
        </Flex>
      </Card>
      <Spin spinning={grid.loading}>
        {data && rows.length === 0 ? (
          <Card>
            <Empty description={emptyText(text.entity)} />
          </Card>
        ) : (
          <AttendanceGrid
            days={data?.days ?? []}
            holidays={data?.holidays}
            rows={rows}
            statuses={byKey}
            today={dayjs().format('YYYY-MM-DD')}
            onCellClick={onCellClick}
          />
        )}
      </Spin>
      {menu && <StatusMenu target={menu} statuses={statuses} onPick={pick} onClose={closeMenu} />}
      {canImport && (
        <ImportModal open={importing} family={family} month={monthKey} onClose={() => setImporting(false)} onImported={() => void grid.refetch()} />
      )}
    </Flex>
  );
}
