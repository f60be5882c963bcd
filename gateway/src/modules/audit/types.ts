/** GraphQL types of the audit trail (upstream extension audit/, not in SPEC §7). */
import { Field, ID, ObjectType } from 'type-graphql';
import { Paged } from '../../common/paging';

@ObjectType({ description: 'One changed field of an audited write' })
export class AuditChange {
  @Field(() => String, { description: 'The field (the stored column, e.g. base_salary)' })
  field!: string;
  @Field(() => String, { nullable: true, description: 'The value before; "hidden" where pay or personal data is not yours to read' })
  before?: string | null;
  @Field(() => String, { nullable: true, description: 'The value after; "hidden" where pay or personal data is not yours to read' })
  after?: string | null;
}

@ObjectType({ description: 'One written record of the audit trail. Needs the upstream extension GET /audit_log (not in SPEC §7)' })
export class AuditEntry {
  @Field(() => ID, { description: 'Entry id' })
  id!: string;
  @Field(() => String, { description: 'When (ISO date-time)' })
  at!: string;
  @Field(() => ID, { nullable: true, description: 'The employee who made the change' })
  actorEmployeeId?: string | null;
  @Field(() => String, { nullable: true, description: "Who made the change (their name then); null for the system's jobs" })
  actorName?: string | null;
  @Field(() => String, { nullable: true, description: 'Their role title then' })
  actorRole?: string | null;
  @Field(() => Boolean, { description: 'Written by a scheduled job, not by a person' })
  system!: boolean;
  @Field(() => String, { nullable: true, description: 'The request id of the change (the gateway’s X-Request-Id)' })
  requestId?: string | null;
  @Field(() => String, { description: 'What was written: employees, headcount_details, users, pay_bonuses, action_againsts, leave_requests, …' })
  entity!: string;
  @Field(() => String, { description: "The record's id" })
  entityId!: string;
  @Field(() => ID, { nullable: true, description: 'The person the record is about' })
  employeeId?: string | null;
  @Field(() => String, { nullable: true, description: "That person's name" })
  employeeName?: string | null;
  @Field(() => String, { description: 'create, update or delete' })
  action!: string;
  @Field(() => [AuditChange], { description: 'The changed fields, before and after' })
  changes!: AuditChange[];
}

@ObjectType({ description: 'A page of audit entries' })
export class AuditEntryPage extends Paged(AuditEntry) {}
