/** Arguments of the audit trail's queries. */
import { ArgsType, Field, ID } from 'type-graphql';
import { SortedPageArgs } from '../../kit/sortKeys';

@ArgsType()
export class AuditLogArgs extends SortedPageArgs('/audit_log', 'AuditEntrySortKey') {
  @Field(() => ID, { nullable: true, description: 'The person the records are about' })
  employeeId?: string | null;
  @Field(() => ID, { nullable: true, description: 'The employee who made the changes' })
  actorId?: string | null;
  @Field(() => String, { nullable: true, description: 'What was written, e.g. employees' })
  entity?: string | null;
  @Field(() => String, { nullable: true, description: "The record's id" })
  entityId?: string | null;
  @Field(() => String, { nullable: true, description: 'A changed field, e.g. base_salary' })
  field?: string | null;
  @Field(() => String, { nullable: true, description: 'First day (YYYY-MM-DD)' })
  from?: string | null;
  @Field(() => String, { nullable: true, description: 'Last day (YYYY-MM-DD)' })
  to?: string | null;
}

@ArgsType()
export class HistoryArgs extends SortedPageArgs('/employees/{id}/history', 'AuditEntrySortKey') {
  @Field(() => ID, { description: 'Employee id' })
  employeeId!: string;
}
