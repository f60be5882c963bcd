/** GraphQL types of manager shuffle requests (SPEC §3 "Manager shuffle request"). */
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paged } from '../../common/paging';
import { Employee } from '../people/types';

export enum ShuffleStatus {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}
registerEnumType(ShuffleStatus, {
  name: 'ShuffleStatus',
  description: 'State of a manager shuffle request: pending until HR reviews it',
  valuesConfig: {
    PENDING: { description: 'Waiting for HR' },
    APPROVED: { description: 'Approved; the manager changes on the effective date' },
    REJECTED: { description: 'Rejected by HR' },
  },
});

@ObjectType({ description: 'A request to move an employee to another manager (SPEC §3 "Manager shuffle request")' })
export class ManagerShuffleRequest {
  @Field(() => ID, { description: 'Request id' })
  id!: string;
  @Field(() => ID, { nullable: true, description: 'Who filed it' })
  requesterId?: string | null;
  @Field(() => String, { nullable: true, description: 'Name of who filed it', deprecationReason: 'Use requester { name }' })
  requesterName?: string | null;
  @Field(() => ID, { description: 'The employee to move' })
  targetEmployeeId!: string;
  @Field(() => String, { description: 'Name of the employee to move', deprecationReason: 'Use targetEmployee { name }' })
  targetEmployeeName!: string;
  @Field(() => String, { description: 'RES_ID of the employee to move' })
  targetEmployeeResId!: string;
  @Field(() => ID, { nullable: true, description: "The employee's manager now" })
  currentManagerId?: string | null;
  @Field(() => String, { nullable: true, description: "Name of the employee's manager now", deprecationReason: 'Use currentManager { name }' })
  currentManagerName?: string | null;
  @Field(() => ID, { description: 'The proposed new manager' })
  proposedManagerId!: string;
  @Field(() => String, { description: 'Name of the proposed manager', deprecationReason: 'Use proposedManager { name }' })
  proposedManagerName!: string;
  @Field(() => String, { description: 'When the new manager takes over (YYYY-MM-DD)' })
  effectiveDate!: string;
  @Field(() => String, { nullable: true, description: 'Why the move is asked for' })
  reason?: string | null;
  @Field(() => ShuffleStatus, { description: 'Pending until approved or rejected' })
  status!: ShuffleStatus;
  @Field(() => String, { nullable: true, description: "HR's comment on approving or rejecting" })
  hrComment?: string | null;
  @Field(() => ID, { nullable: true, description: 'Who approved or rejected it' })
  reviewedById?: string | null;
  @Field(() => String, { nullable: true, description: 'Name of the reviewer', deprecationReason: 'Use reviewedBy { name }' })
  reviewedByName?: string | null;
  @Field(() => String, { nullable: true, description: 'When it was reviewed (ISO date-time)' })
  reviewedAt?: string | null;
  @Field(() => ID, { nullable: true, description: 'The manager replaced when the change took effect' })
  previousManagerId?: string | null;
  @Field(() => String, { nullable: true, description: 'Name of the replaced manager', deprecationReason: 'Use previousManager { name }' })
  previousManagerName?: string | null;
  @Field(() => String, { nullable: true, description: 'When the manager change took effect (ISO date-time); null until then' })
  appliedAt?: string | null;
  @Field(() => String, { description: 'When it was filed (ISO date-time)' })
  createdAt!: string;
  @Field(() => String, { description: 'When it last changed (ISO date-time)' })
  updatedAt!: string;

  @Field(() => Employee, { nullable: true, description: 'Who filed it' })
  requester?: Employee | null;
  @Field(() => Employee, { nullable: true, description: 'The employee to move' })
  targetEmployee?: Employee | null;
  @Field(() => Employee, { nullable: true, description: "The employee's manager now" })
  currentManager?: Employee | null;
  @Field(() => Employee, { nullable: true, description: 'The proposed new manager' })
  proposedManager?: Employee | null;
  @Field(() => Employee, { nullable: true, description: 'Who reviewed it' })
  reviewedBy?: Employee | null;
  @Field(() => Employee, { nullable: true, description: 'The manager replaced when the change took effect' })
  previousManager?: Employee | null;
}

@ObjectType({ description: 'A page of manager shuffle requests' })
export class ManagerShuffleRequestPage extends Paged(ManagerShuffleRequest) {}

@ObjectType({ description: "What waits for HR's action: counts shown in the header" })
export class HrInbox {
  @Field(() => Int, { description: 'Manager shuffle requests waiting for review' })
  pendingShuffleRequests!: number;
  @Field(() => Int, {
    description: 'Attritions whose last working day has not passed yet (0 without the upstream extension GET /api/attritions)',
  })
  upcomingAttritions!: number;
}
