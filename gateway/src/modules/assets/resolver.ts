/**
 * Company assets: HR and admins keep the inventory and hand assets over and back (`assets.manage`); everyone sees
 * what they hold now (`assets.mine`, "My assets"). The upstream checks the same rules. Relations (holder, who
 * handed over) are answered from the row when only names are asked, else batched (kit loaders).
 * The shared area has no SPEC §7 paths: every call is an upstream extension (/assets, upstream/src/http/
 * extensions.ts) with no SPEC fallback; a SPEC §7-only backend answers NOT_FOUND (the descriptions say so).
 */
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { pageQuery } from '../../common/paging';
import type { Context } from '../../context';
import { declareRelations } from '../../kit/relations';
import type { RowOf } from '../../kit/loaders';
import type { GetAnswer } from '../../rest/typed';
import { employeeRelation } from '../people/loaders';
import { AssetArgs, AssetAssignmentArgs, AssetInput, AssignAssetInput, MyAssetArgs, ReturnAssetInput } from './inputs';
import { Asset, AssetAssignment, AssetAssignmentPage, AssetPage, ASSET_TYPES } from './types';

const NEEDS = ' (needs the upstream extension /assets; not in SPEC §7)';
const idArg = () => Arg('id', () => ID, { description: 'Asset id' });

@Resolver(() => Asset)
export class AssetResolver {
  @Authorized('assets.manage')
  @Query(() => AssetPage, { description: `The company's assets (HR, admins)${NEEDS}` })
  assets(@Args(() => AssetArgs) { search, assetType, condition, status, employeeId, ...page }: AssetArgs, @Ctx() ctx: Context) {
    return ctx.rest.get('/assets', { query: { ...pageQuery(page), search, assetType, condition, status, employeeId } });
  }

  @Authorized('assets.mine')
  @Query(() => AssetPage, { description: `The assets the caller holds now ("My assets")${NEEDS}` })
  myAssets(@Args(() => MyAssetArgs) { search, ...page }: MyAssetArgs, @Ctx() ctx: Context) {
    return ctx.rest.get('/assets/mine', { query: { ...pageQuery(page), search } });
  }

  @Authorized('assets.mine')
  @Query(() => Asset, { description: `One asset (HR, admins, or its holder); NOT_FOUND "Asset is not found!"${NEEDS}` })
  asset(@idArg() id: string, @Ctx() ctx: Context) {
    return ctx.rest.get('/assets/{id}', { params: { id } });
  }

  @Authorized('assets.manage')
  @Query(() => AssetAssignmentPage, { description: `Hand-over history of an asset, newest first (HR, admins)${NEEDS}` })
  assetAssignments(@idArg() id: string, @Args(() => AssetAssignmentArgs) page: AssetAssignmentArgs, @Ctx() ctx: Context) {
    return ctx.rest.get('/assets/{id}/assignments', { params: { id }, query: pageQuery(page) });
  }

  @Authorized('assets.manage')
  @Query(() => [String], { description: 'The asset types an asset may have' })
  assetTypes(): string[] {
    return [...ASSET_TYPES];
  }

  @Authorized('assets.manage')
  @Mutation(() => Asset, { description: `Adds an asset (HR, admins); a serial number in use: CONFLICT${NEEDS}` })
  createAsset(@Arg('input', () => AssetInput, { description: 'The new asset' }) input: AssetInput, @Ctx() ctx: Context) {
    return ctx.rest.post('/assets', { body: { asset: { ...input } } });
  }

  @Authorized('assets.manage')
  @Mutation(() => Asset, { description: `Changes an asset (HR, admins)${NEEDS}` })
  updateAsset(@idArg() id: string, @Arg('input', () => AssetInput, { description: 'The new values' }) input: AssetInput, @Ctx() ctx: Context) {
    return ctx.rest.put('/assets/{id}', { params: { id }, body: { asset: { ...input } } });
  }

  @Authorized('assets.manage')
  @Mutation(() => Boolean, { description: `Deletes an asset nobody holds, with its history (HR, admins); held: CONFLICT${NEEDS}` })
  async deleteAsset(@idArg() id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.rest.delete('/assets/{id}', { params: { id } });
    return true;
  }

  @Authorized('assets.manage')
  @Mutation(() => Asset, { description: `Hands an asset over to an active employee (HR, admins); already held: CONFLICT${NEEDS}` })
  assignAsset(@idArg() id: string, @Arg('input', () => AssignAssetInput, { description: 'To whom and when' }) input: AssignAssetInput, @Ctx() ctx: Context) {
    return ctx.rest.post('/assets/{id}/assign', { params: { id }, body: { assignment: { ...input } } });
  }

  @Authorized('assets.manage')
  @Mutation(() => Asset, { description: `Takes an asset back (HR, admins); not held: CONFLICT${NEEDS}` })
  returnAsset(
    @idArg() id: string,
    @Arg('input', () => ReturnAssetInput, { nullable: true, description: 'When and in what condition' }) input: ReturnAssetInput | null,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.post('/assets/{id}/return', { params: { id }, body: { assignment: { ...(input ?? {}) } } });
  }
}

@Resolver(() => AssetAssignment)
export class AssetAssignmentResolver {}

/** An asset and one of its hand-overs, as the upstream answers them. */
type AssetRow = RowOf<'/assets'>;
type AssignmentRow = GetAnswer<'/assets/{id}/assignments'>['items'][number];

declareRelations(AssetResolver, {
  holder: employeeRelation(
    'Who holds it now',
    (row: AssetRow) => row.employeeId,
    (row) => ({ name: row.employeeName }),
  ),
});

declareRelations(AssetAssignmentResolver, {
  employee: employeeRelation(
    'Who received it',
    (row: AssignmentRow) => row.employeeId,
    (row) => ({ name: row.employeeName }),
  ),
  assignedBy: employeeRelation(
    'Who handed it over',
    (row: AssignmentRow) => row.assignedById,
    (row) => ({ name: row.assignedByName }),
  ),
  returnedBy: employeeRelation(
    'Who took it back',
    (row: AssignmentRow) => row.returnedById,
    (row) => ({ name: row.returnedByName }),
  ),
});
