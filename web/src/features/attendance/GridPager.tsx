/**
 * The attendance grid's pager: antd's Pagination with the list kit's settings (shared/usePagedTable `pagerConfig`: size
 * changer, "n in total"). A module of its own, loaded after the first paint like the tables' pager (the grid comes first).
 */
import { Pagination } from 'antd';
import { pagerConfig } from '../../shared/usePagedTable';
import { PAGE_SIZES } from './gridPlace';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onChange(page: number, pageSize: number): void;
}

export function GridPager({ page, pageSize, total, onChange }: Props) {
  return <Pagination {...pagerConfig(page, pageSize, total)} align="end" pageSizeOptions={[...PAGE_SIZES]} onChange={onChange} />;
}
