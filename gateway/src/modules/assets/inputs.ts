/** Arguments and inputs of the asset operations. */
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { PageArgs } from '../../common/paging';
import { AssetCondition, AssetStatus } from './types';

@ArgsType()
export class AssetArgs extends PageArgs {
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
export class MyAssetArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Name or serial number contains' })
  search?: string | null;
}

@InputType({ description: 'An asset to add or change' })
export class AssetInput {
  @Field(() => String, { description: 'Name or model (at most 100 characters)' })
  name!: string;
  @Field(() => String, { description: 'Type (see Asset.assetType)' })
  assetType!: string;
  @Field(() => String, { description: 'Serial number, unique' })
  serialNumber!: string;
  @Field(() => AssetCondition, { description: 'Condition' })
  condition!: AssetCondition;
  @Field(() => String, { nullable: true, description: 'Notes' })
  notes?: string | null;
}

@InputType({ description: 'A hand-over to an employee' })
export class AssignAssetInput {
  @Field(() => ID, { description: 'An active employee' })
  employeeId!: string;
  @Field(() => String, { nullable: true, description: 'Handed over on (YYYY-MM-DD); default today' })
  assignedOn?: string | null;
  @Field(() => String, { nullable: true, description: 'Notes' })
  notes?: string | null;
}

@InputType({ description: 'Taking an asset back' })
export class ReturnAssetInput {
  @Field(() => String, { nullable: true, description: 'Returned on (YYYY-MM-DD); default today' })
  returnedOn?: string | null;
  @Field(() => AssetCondition, { nullable: true, description: "Condition it came back in (becomes the asset's condition)" })
  condition?: AssetCondition | null;
  @Field(() => String, { nullable: true, description: 'Notes' })
  notes?: string | null;
}
