import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { notification } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { AccessEmployeesDocument, type AccessEmployeeSortKey, type AccessEmployeesQuery } from '../features/people/people.generated';
import { fakeClient, gqlError, makeUser, type Answers } from '../test/render';
import { csvOf, PagedTable, type PagedColumn } from './PagedTable';

type Row = AccessEmployeesQuery['accessEmployees']['items'][number];
const columns: PagedColumn<Row, AccessEmployeeSortKey>[] = [
  { title: 'Name', dataIndex: 'name', sortKey: 'name' },
  { title: 'Role', dataIndex: 'roleTitle', csv: (r) => `(${r.roleTitle})` },
  { title: 'Actions', key: 'actions', render: () => 'x' },
];
// @ts-expect-error a column sort key the list cannot sort by (AccessEmployeeSortKey has no roleName)
const unsortable: PagedColumn<Row, AccessEmployeeSortKey> = { title: 'Role', dataIndex: 'roleTitle', sortKey: 'roleName' };
void unsortable;
const row = (id: string, name: string): Row => ({
  id,
  name,
  resId: `RES-${id}`,
  email: 'a@b.c',
  roleTitle: '=HR',
  departmentName: 'HR',
  grantedAt: '2024-01-01',
});

function show(
  answers: Answers,
  search?: string,
  onRowClick?: (row: Row) => void,
  shown: PagedColumn<Row, AccessEmployeeSortKey>[] = columns,
  scroll?: { x: number },
) {
  const client = fakeClient(makeUser(), answers);
  render(
    <ApolloProvider client={client}>
      <MemoryRouter>
        <PagedTable
          entity="employees with access"
          document={AccessEmployeesDocument}
          pageOf={(d) => d.accessEmployees}
          variables={{ search }}
          defaultSort={{ sortBy: 'name', sortDir: 'ASC' }}
          columns={shown}
          onRowClick={onRowClick}
          scroll={scroll}
        />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return client;
}

afterEach(() => notification.destroy());

describe('PagedTable', () => {
  it('asks the server for the first page with the default sort and the filters, and shows the rows', async () => {
    const client = show({ AccessEmployees: () => ({ data: { accessEmployees: { count: 1, items: [row('1', 'Sara Ibrahim')] } } }) }, 'sa');
    expect(await screen.findByText('Sara Ibrahim')).toBeInTheDocument();
    expect(client.calls.find((c) => c.operationName === 'AccessEmployees')?.variables).toEqual({
      search: 'sa',
      page: 1,
      limit: 10,
      sortBy: 'name',
      sortDir: 'ASC',
    });
  });

  it("shows SPEC §8's empty state for the entity", async () => {
    show({ AccessEmployees: () => ({ data: { accessEmployees: { count: 0, items: [] } } }) });
    expect(await screen.findByText("Currently you don't have any employees with access")).toBeInTheDocument();
  });

  it('says "Failed to load {entity}" when the list fails', async () => {
    show({ AccessEmployees: () => gqlError('boom', 'UPSTREAM_UNAVAILABLE') });
    await waitFor(() => expect(screen.getByText('Failed to load employees with access')).toBeInTheDocument());
  });

  it("scrolls sideways with CSS, at the page's minimum width, without antd's measuring row", async () => {
    const answers: Answers = { AccessEmployees: () => ({ data: { accessEmployees: { count: 1, items: [row('1', 'Sara Ibrahim')] } } }) };
    show(answers, undefined, undefined, columns, { x: 900 });
    const cell = await screen.findByText('Sara Ibrahim');
    const wrapper = cell.closest('.paged-table-sideways') as HTMLElement;
    expect(wrapper.style.getPropertyValue('--paged-table-min-width')).toBe('900px');
    expect(document.querySelector('.ant-table-measure-row')).toBeNull();
  });

  it("keeps antd's scroll (and its measuring) for a fixed column", async () => {
    const answers: Answers = { AccessEmployees: () => ({ data: { accessEmployees: { count: 1, items: [row('1', 'Sara Ibrahim')] } } }) };
    show(answers, undefined, undefined, [{ ...columns[0]!, fixed: 'left' }, ...columns.slice(1)], { x: 900 });
    expect(await screen.findByText('Sara Ibrahim')).toBeInTheDocument();
    expect(document.querySelector('.paged-table-sideways')).toBeNull();
    expect(document.querySelector('.ant-table-measure-row')).not.toBeNull();
  });

  it('opens a row on click (onRowClick)', async () => {
    const open = jest.fn();
    show({ AccessEmployees: () => ({ data: { accessEmployees: { count: 1, items: [row('1', 'Sara Ibrahim')] } } }) }, undefined, open);
    fireEvent.click(await screen.findByText('Sara Ibrahim'));
    expect(open).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }));
  });

  it('exports the titled columns (csv values first, actions never)', () => {
    expect(csvOf(columns, [row('1', 'Sara')])).toEqual({ header: ['Name', 'Role'], rows: [['Sara', '(=HR)']] });
  });

  it('cuts an ellipsis column to its width with the whole text in its title and in the tab order, keeps RES IDs on one line, and names an untitled column', async () => {
    const answers: Answers = { AccessEmployees: () => ({ data: { accessEmployees: { count: 1, items: [row('1', 'Sara Ibrahim')] } } }) };
    const shown: PagedColumn<Row, AccessEmployeeSortKey>[] = [
      { title: 'Name', dataIndex: 'name', ellipsis: true, width: 120 },
      { title: 'RES ID', dataIndex: 'resId' },
      { key: 'open', render: () => 'x' },
    ];
    show(answers, undefined, undefined, shown);
    const clip = (await screen.findByText('Sara Ibrahim')).closest('.paged-clip') as HTMLElement;
    expect(clip.title).toBe('Sara Ibrahim');
    expect(clip.tabIndex).toBe(0);
    expect(clip.style.getPropertyValue('--paged-clip-width')).toBe('120px');
    expect(screen.getByText('RES-1').closest('td')).toHaveClass('paged-one-line');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });
});
