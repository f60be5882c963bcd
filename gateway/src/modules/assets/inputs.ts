/** Arguments and inputs of the asset operations. */
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { SortedPageArgs } from '../../kit/sortKeys';
import { inputOf } from '../../kit/inputOf';
import { Asset, AssetAssignment, AssetCondition, AssetStatus } from './types';

@ArgsType()
export class AssetArgs extends SortedPageArgs('/assets', 'AssetSortKey') {
  @Field(() => String, { nullable: true, description: 'Name, serial number or holder name contains' })
  search?: string | null;
  @Field(() => String, { nullable: true, description: 'Only this type' })
  assetType?: string | null;
  @Field(() => AssetCondition, { nullable: true, description: 'Only this condition' })
  condition?: AssetCondition | null;
  @Field(() => AssetStatus, { nullable: true, description: 'Only assigned or only available assets' })
  status?: AssetStatus | null;
  @Field(() => ID, { nullable: true, description: 'Only assets this employee holds now' })
  employeeId?: string | null;
}

@ArgsType()
export class AssetAssignmentArgs extends SortedPageArgs('/assets/{id}/assignments', 'AssetAssignmentSortKey') {}

@ArgsType()
export class MyAssetArgs extends SortedPageArgs('/assets/mine', 'AssetSortKey') {
  @Field(() => String, { nullable: true, description: 'Name or serial number contains' })
  search?: string | null;
}

@InputType({ description: 'An asset to add or change' })
export class AssetInput extends inputOf(Asset, ['name', 'assetType', 'serialNumber', 'condition', 'notes'], {
  describe: { name: 'Name or model (at most 100 characters)', assetType: 'Type (see Asset.assetType)' },
}) {}

@InputType({ description: 'A hand-over to an employee' })
export class AssignAssetInput extends inputOf(AssetAssignment, ['employeeId', 'assignedOn', 'notes'], {
  optional: ['assignedOn'],
  describe: { employeeId: 'An active employee', assignedOn: 'Handed over on (YYYY-MM-DD); default today', notes: 'Notes' },
}) {}

@InputType({ description: 'Taking an asset back' })
export class ReturnAssetInput {
  @Field(() => String, { nullable: true, description: 'Returned on (YYYY-MM-DD); default today' })
  returnedOn?: string | null;
  @Field(() => AssetCondition, { nullable: true, description: "Condition it came back in (becomes the asset's condition)" })
  condition?: AssetCondition | null;
  @Field(() => String, { nullable: true, description: 'Notes' })
  notes?: string | null;
}
