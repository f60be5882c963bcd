/**
 * The salaries sheet's XLSX export. `salariesXlsx(filters)` answers a FileLink like every other download;
 * opening it (GET /files/<ticket>) runs the `salaries.xlsx` renderer with the caller's token: the access rule of the
 * sheet (`employees.salaries`: CEO, HR — SPEC §6) is checked when the link is made and again when it is opened, the
 * rows come from the same upstream call as the sheet (`GET /salaries` with the sheet's filters, which the upstream
 * refuses to anyone else too), and the workbook is built in a worker thread (xlsxWorker.ts via kit/worker.ts), never on
 * the gateway's event loop. The month is fixed when the link is made (default: the current month), so a link and its
 * file name agree. Layout decisions: xlsx.ts.
 */
import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { badUserInput } from '../../errors';
import { createRenderedLink, defineRenderer } from '../../files/rendered';
import { FileLink } from '../../files/tickets';
import { runInWorker, workerModule } from '../../kit/worker';
import { SalaryFilterArgs } from './inputs';
import { sheetQuery } from './resolver';
import type { SalariesWorkbookInput } from './xlsx';

const WORKER = workerModule(__dirname, 'xlsxWorker');
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 'YYYY-MM' -> 'November 2026'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The workbook of rows, built off the event loop. */
export const buildSalariesXlsx = (input: SalariesWorkbookInput) => runInWorker<SalariesWorkbookInput, Uint8Array>(WORKER, input);

export const salariesXlsx = defineRenderer({
  name: 'salaries.xlsx',
  access: 'employees.salaries',
  contentType: XLSX_TYPE,
  path: '/salaries',
  async render(ctx, query) {
    const sheet = await ctx.rest.get('/salaries', { query: { ...query, sort_by: 'name', sort_dir: 'asc' }, timeoutMs: 60_000 });
    return buildSalariesXlsx({ sheetName: monthLabel(query.month), rows: sheet.items });
  },
});

const thisMonth = (now = new Date()) => `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;

@Resolver()
export class SalariesExportResolver {
  @Authorized('employees.salaries')
  @Query(() => FileLink, {
    description:
      "A link to the salaries sheet as XLSX (CEO, HR): one sheet for the month, grouped by department with subtotals and a grand total, with the sheet's filters; salaries_{YYYY-MM}.xlsx",
  })
  async salariesXlsx(@Args(() => SalaryFilterArgs) args: SalaryFilterArgs, @Ctx() ctx: Context): Promise<FileLink> {
    const month = args.month?.trim() || thisMonth();
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) throw badUserInput('Month must be YYYY-MM', [{ field: 'month', message: 'Month must be YYYY-MM' }]);
    const query: Record<string, string> = {};
    for (const [key, value] of Object.entries(sheetQuery({ ...args, month }))) if (value) query[key] = value;
    return createRenderedLink(ctx, salariesXlsx, query, `salaries_${month}.xlsx`);
  }
}
