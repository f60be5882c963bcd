/**
 * The audit trail: the log HR and admins search (`auditLog`) and a person's record history (`employeeHistory`, for
 * the audit readers, the person and their managers; the upstream says 403 to anyone else). Both are upstream
 * extensions with no SPEC fallback (capabilities.auditLog). The upstream masks pay and personal values its caller
 * may not read, and the gateway calls it with the caller's token, so the values pass through as answered.
 */
import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { pageQuery } from '../../common/paging';
import type { Context } from '../../context';
import { fetchPage } from '../../kit/loaders';
import type { GetAnswer } from '../../rest/typed';
import { AuditLogArgs, HistoryArgs } from './inputs';
import { AuditEntry, AuditEntryPage } from './types';

const NEEDS = ' (needs the upstream extension audit/; not in SPEC §7)';

type Row = GetAnswer<'/audit_log'>['items'][number];

const entryOf = (row: Row): AuditEntry => ({
  ...row,
  id: String(row.id),
  at: String(row.at),
  actorEmployeeId: row.actorEmployeeId === null ? null : String(row.actorEmployeeId),
  employeeId: row.employeeId === null ? null : String(row.employeeId),
});

/** A whole number or nothing: the upstream's id filters are integers (a wrong one finds nothing, as a search does). */
const idFilter = (id: string | null | undefined) => (id && /^\d+$/.test(id) ? Number(id) : undefined);

@Resolver(() => AuditEntry)
export class AuditResolver {
  @Authorized('audit.log')
  @Query(() => AuditEntryPage, { description: `Search the audit trail, newest first (CEO, HR, admin)${NEEDS}` })
  auditLog(@Args(() => AuditLogArgs) { employeeId, actorId, entity, entityId, field, from, to, ...page }: AuditLogArgs, @Ctx() ctx: Context) {
    return fetchPage(
      ctx,
      '/audit_log',
      {
        ...pageQuery(page),
        employeeId: idFilter(employeeId),
        actorId: idFilter(actorId),
        entity: entity || undefined,
        entityId: entityId || undefined,
        field: field?.trim() || undefined,
        from: from || undefined,
        to: to || undefined,
      },
      entryOf,
    );
  }

  @Authorized()
  @Query(() => AuditEntryPage, { description: `Changes to a person's records, newest first (audit readers, the person, their managers)${NEEDS}` })
  async employeeHistory(@Args(() => HistoryArgs) { employeeId, ...page }: HistoryArgs, @Ctx() ctx: Context) {
    const answer = await ctx.rest.get('/employees/{id}/history', { params: { id: employeeId }, query: pageQuery(page) });
    return { items: answer.items.map(entryOf), count: answer.count };
  }
}
