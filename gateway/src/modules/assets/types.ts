/** GraphQL types of the company assets and their hand-over history. */
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Paged } from '../../common/paging';
import { Employee } from '../people/types';

export enum AssetCondition {
  NEW = 'new',
  GOOD = 'good',
  FAIR = 'fair',
  POOR = 'poor',
  DAMAGED = 'damaged',
}
registerEnumType(AssetCondition, {
  name: 'AssetCondition',
  description: 'State of an asset',
  valuesConfig: {
    NEW: { description: 'Unused' },
    GOOD: { description: 'Used, fully working' },
    FAIR: { description: 'Signs of wear, working' },
    POOR: { description: 'Worn, partly working' },
    DAMAGED: { description: 'Needs repair' },
  },
});

export enum AssetStatus {
  ASSIGNED = 'assigned',
  AVAILABLE = 'available',
}
registerEnumType(AssetStatus, {
  name: 'AssetStatus',
  description: 'Whether an employee holds the asset now',
  valuesConfig: { ASSIGNED: { description: 'Held by an employee' }, AVAILABLE: { description: 'In stock' } },
});

/** The asset types the upstream accepts (upstream/src/assets/store.ts ASSET_TYPES). */
export const ASSET_TYPES = ['Laptop', 'Desktop', 'Monitor', 'Headset', 'Phone', 'Keyboard', 'Mouse', 'Furniture', 'Other'] as const;

@ObjectType({ description: 'A company asset (laptop, headset...). Needs the upstream extension /assets (not in SPEC §7)' })
export class Asset {
  @Field(() => ID, { description: 'Asset id' })
  id!: string;
  @Field(() => String, { description: 'Name or model, e.g. "Dell Latitude 5440"' })
  name!: string;
  @Field(() => String, { description: `Type: one of ${ASSET_TYPES.join(', ')}` })
  assetType!: string;
  @Field(() => String, { description: 'Serial number (unique)' })
  serialNumber!: string;
  @Field(() => AssetCondition, { description: 'Condition' })
  condition!: AssetCondition;
  @Field(() => String, { nullable: true, description: 'Notes' })
  notes?: string | null;
  @Field(() => AssetStatus, { description: 'Assigned to someone now, or in stock' })
  status!: AssetStatus;
  @Field(() => ID, { nullable: true, description: 'Who holds it now' })
  employeeId?: string | null;
  @Field(() => String, { nullable: true, description: 'Name of who holds it now', deprecationReason: 'Use holder { name }' })
  employeeName?: string | null;
  @Field(() => Employee, { nullable: true, description: 'Who holds it now' })
  holder?: Employee | null;
  @Field(() => String, { nullable: true, description: 'Since when the holder has it (YYYY-MM-DD)' })
  assignedOn?: string | null;
  @Field(() => String, { description: 'When it was added (ISO date-time)' })
  createdAt!: string;
  @Field(() => String, { description: 'When it last changed (ISO date-time)' })
  updatedAt!: string;
}

@ObjectType({ description: 'A page of assets' })
export class AssetPage extends Paged(Asset) {}

@ObjectType({ description: 'One hand-over of an asset: to whom, when, and when it came back' })
export class AssetAssignment {
  @Field(() => ID, { description: 'Assignment id' })
  id!: string;
  @Field(() => ID, { description: 'The asset' })
  assetId!: string;
  @Field(() => ID, { description: 'Who received it' })
  employeeId!: string;
  @Field(() => String, { description: 'Name of who received it', deprecationReason: 'Use employee { name }' })
  employeeName!: string;
  @Field(() => Employee, { nullable: true, description: 'Who received it' })
  employee?: Employee | null;
  @Field(() => String, { description: 'Handed over on (YYYY-MM-DD)' })
  assignedOn!: string;
  @Field(() => String, { nullable: true, description: 'Returned on (YYYY-MM-DD); null while held' })
  returnedOn?: string | null;
  @Field(() => ID, { nullable: true, description: 'Who handed it over' })
  assignedById?: string | null;
  @Field(() => String, { nullable: true, description: 'Name of who handed it over', deprecationReason: 'Use assignedBy { name }' })
  assignedByName?: string | null;
  @Field(() => Employee, { nullable: true, description: 'Who handed it over' })
  assignedBy?: Employee | null;
  @Field(() => ID, { nullable: true, description: 'Who took it back' })
  returnedById?: string | null;
  @Field(() => String, { nullable: true, description: 'Name of who took it back', deprecationReason: 'Use returnedBy { name }' })
  returnedByName?: string | null;
  @Field(() => Employee, { nullable: true, description: 'Who took it back' })
  returnedBy?: Employee | null;
  @Field(() => String, { nullable: true, description: 'Notes of the hand-over' })
  notes?: string | null;
  @Field(() => String, { nullable: true, description: 'Notes of the return' })
  returnNotes?: string | null;
  @Field(() => AssetCondition, { nullable: true, description: 'Condition it came back in' })
  conditionOnReturn?: AssetCondition | null;
}

@ObjectType({ description: 'A page of hand-overs' })
export class AssetAssignmentPage extends Paged(AssetAssignment) {}
