/** Arguments and inputs of the manager shuffle operations. */
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { SortedPageArgs } from '../../kit/sortKeys';
import { inputOf } from '../../kit/inputOf';
import { ManagerShuffleRequest, ShuffleStatus } from './types';

@ArgsType()
export class ShuffleRequestArgs extends SortedPageArgs('/manager_shuffle_requests', 'ShuffleRequestSortKey') {
  @Field(() => ShuffleStatus, { nullable: true, description: 'Only requests in this state' })
  status?: ShuffleStatus | null;
  @Field(() => ID, { nullable: true, description: 'Only requests moving this employee' })
  employeeId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only requests proposing this manager' })
  managerId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only requests filed by this employee' })
  requesterId?: string | null;
  @Field(() => String, { nullable: true, description: 'Effective on or after (YYYY-MM-DD)' })
  startDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Effective on or before (YYYY-MM-DD)' })
  endDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Employee, manager or requester name, or RES_ID, contains' })
  search?: string | null;
}

@InputType({ description: 'A new manager shuffle request' })
export class ManagerShuffleRequestInput extends inputOf(ManagerShuffleRequest, ['targetEmployeeId', 'proposedManagerId', 'effectiveDate', 'reason'], {
  describe: { proposedManagerId: 'The proposed new manager (an active employee who can manage)' },
}) {}
