/**
 * `/attendance` (employees) and `/attendance/agents` (agents): ONE page for both families. Month picker, search (on the
 * server), exclude-resigned toggle, the status legend from the server, one page of the virtualised grid with h:mm
 * totals and a pager (page, size and search in the URL: ./gridPlace), a click on an editable cell to change it, CSV
 * import (writers only: the `attendance.edit*` access keys) and CSV export of the whole filter (every page).
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
import { placeFromParams, withPlace, type GridPlace } from './gridPlace';

// The import dialog (writers only, opened rarely) comes after the page's first paint, with antd's Modal and the CSV import.
const ImportModal = deferredPart(() => import('./ImportModal'), 'ImportModal');
// The pager (antd's Pagination and its size select) comes after the grid's first paint, like the tables' pager.
const GridPager = deferredPart(() => import('./GridPager'), 'GridPager');

/** `YYYY-MM` from the URL, else this month (dayjs reads a bare "-01" as January 2001, so the format is checked first). */
export function monthFromParam(param: string | null, today: Dayjs = dayjs()): Dayjs {
  const asked = param && /^\d{4}-(0[1-9]|1[0-2])$/.test(param) ? dayjs(`${param}-01`) : null;
  return (asked?.isValid() ? asked : today).startOf('month');
}

export function AttendancePage({ family }: { family: Family }) {
  const text = FAMILY_TEXT[family];
  const { user } = useSession();
  const canImport = canOpen(user?.access, text.editKey);
  const [params, setParams] = useSearchParams();
  // `?month=YYYY-MM` opens a given month (links from elsewhere, bookmarks); default: this month.
  const [month, setMonth] = useState<Dayjs>(() => monthFromParam(params.get('month')));
  const { page, pageSize, search } = placeFromParams(params);
  const setPlace = useCallback((change: Partial<GridPlace>) => setParams((prev) => withPlace(prev, change), { replace: true }), [setParams]);
  const [excludeResigned, setExcludeResigned] = useState(true);
  const [menu, setMenu] = useState<MenuTarget | null>(null);
  const [importing, setImporting] = useState(false);
  const [edited, setEdited] = useState<ReadonlyMap<string, GridRow>>(new Map());
  const monthKey = month.format('YYYY-MM');

  const filters = { family, month: monthKey, search: search || null, excludeResigned };
  const grid = useAttendanceGridQuery({ variables: { ...filters, page, limit: pageSize }, fetchPolicy: 'no-cache', notifyOnNetworkStatusChange: true });
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
  // A page past the end (fewer people since the link was made, a filter changed elsewhere): go to the last one.
  const lastPage = Math.max(1, Math.ceil((data?.count ?? 0) / pageSize));
  useEffect(() => {
    if (data && data.rows.length === 0 && page > lastPage) setPlace({ page: lastPage });
  }, [data, page, lastPage, setPlace]);

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
      const { data: link } = await exportLink({ variables: filters });
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
          <SearchFilter
            label="Search"
            placeholder="Search name or RES_ID"
            width={260}
            defaultValue={search}
            onSearch={(value) => setPlace({ search: value.trim(), page: 1 })}
          />
          <Flex gap={8} align="center">
            <Switch
              checked={excludeResigned}
              onChange={(checked) => {
                setExcludeResigned(checked);
                setPlace({ page: 1 });
              }}
              aria-label="Exclude resigned"
            />
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
      {data && data.count > 0 && (
        <GridPager
          page={page}
          pageSize={pageSize}
          total={data.count}
          onChange={(next, size) => setPlace({ page: size === pageSize ? next : 1, pageSize: size })}
        />
      )}
      {menu && <StatusMenu target={menu} statuses={statuses} onPick={pick} onClose={closeMenu} />}
      {canImport && (
        <ImportModal open={importing} family={family} month={monthKey} onClose={() => setImporting(false)} onImported={() => void grid.refetch()} />
      )}
    </Flex>
  );
}
