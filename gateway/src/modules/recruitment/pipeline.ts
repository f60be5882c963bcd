/**
 * The pipeline board's read (decision 0211): each stage's count and one page of its cards, newest first. The
 * extension `GET /candidates/pipeline` answers it in one call whatever the number of candidates; a SPEC §7 backend
 * lacks it (404, remembered: kit/capabilities.ts), so the whole list is read and grouped here, as the board did before.
 * Cards are Candidate rows, so referrer and latest interview answer from the row as on the candidate list (no call).
 */
import { GraphQLError } from 'graphql';
import { Args, ArgsType, Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { withExtension } from '../../kit/capabilities';
import { fetchAll, type RowOf } from '../../kit/loaders';
import { Candidate } from './types';

export const STAGES = ['new', 'contacted', 'interviewing', 'accepted', 'tracked', 'onboarded', 'rejected'] as const;
/** The extension's page-size bounds, kept by the fallback too so both answer alike. */
const MAX_PER_COLUMN = 100;

@ObjectType({ description: 'One stage of the candidate pipeline: how many candidates it holds and one page of them' })
export class PipelineColumn {
  @Field(() => String, { description: 'The stage: new, contacted, interviewing, accepted, tracked, onboarded or rejected' })
  stage!: string;

  @Field(() => Int, { description: 'Candidates at this stage matching the filters, over all pages' })
  count!: number;

  @Field(() => [Candidate], { description: 'This page of the stage, newest first' })
  items!: Candidate[];
}

@ObjectType({ description: 'The candidate pipeline board: its columns in stage order' })
export class CandidatePipeline {
  @Field(() => [PipelineColumn], { description: 'Every stage in pipeline order (only the one asked for with `stage`)' })
  columns!: PipelineColumn[];
}

@ArgsType()
export class CandidatePipelineArgs {
  @Field(() => String, { nullable: true, description: 'Matches name, national ID, contact number or e-mail, city' })
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'Source: hr_department, referral, external_source or other' })
  source?: string | null;

  @Field(() => String, { nullable: true, description: 'Candidate type (the position applied for)' })
  type?: string | null;

  @Field(() => String, { nullable: true, description: 'Only this stage (a column loading more cards)' })
  stage?: string | null;

  @Field(() => Int, { defaultValue: 1, description: "Page of each column's cards, starting at 1" })
  page: number = 1;

  @Field(() => Int, { defaultValue: 20, description: `Cards per column (1-${MAX_PER_COLUMN})` })
  perColumn: number = 20;
}

type Row = RowOf<'/candidates'>;
interface Column {
  stage: string;
  count: number;
  items: Row[];
}

const badInput = (field: string, message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field, message }] } });

/** The stage asked for, spelled as the stages are; null for every column. */
function stageOf(raw: string | null | undefined): string | null {
  const v = raw?.trim().toLowerCase();
  if (!v) return null;
  const found = STAGES.find((s) => s === v);
  if (!found) throw badInput('stage', `stage must be one of: ${STAGES.join(', ')}`);
  return found;
}

/** The SPEC §7 way: every matching candidate (newest first), grouped by stage, one page of each kept. */
export function groupPipeline(rows: readonly Row[], stage: string | null, page: number, perColumn: number): Column[] {
  const from = (page - 1) * perColumn;
  return (stage ? [stage] : STAGES).map((s) => {
    const all = rows.filter((r) => r.stage === s);
    return { stage: s, count: all.length, items: all.slice(from, from + perColumn) };
  });
}

@Resolver(() => CandidatePipeline)
export class CandidatePipelineResolver {
  @Authorized('candidates.manage')
  @Query(() => CandidatePipeline, {
    description: "The candidate pipeline (CEO, HR): each stage's count and one page of its cards, newest first, with the list's filters",
  })
  async candidatePipeline(@Args(() => CandidatePipelineArgs) args: CandidatePipelineArgs, @Ctx() ctx: Context): Promise<{ columns: Column[] }> {
    const stage = stageOf(args.stage);
    if (args.page < 1) throw badInput('page', 'page must be at least 1');
    if (args.perColumn < 1 || args.perColumn > MAX_PER_COLUMN) throw badInput('perColumn', `perColumn must be between 1 and ${MAX_PER_COLUMN}`);
    const filters = { search: args.search || undefined, source: args.source || undefined, type: args.type || undefined };
    return withExtension(
      ctx,
      'GET /candidates/pipeline',
      () => ctx.rest.get('/candidates/pipeline', { query: { ...filters, stage: stage ?? undefined, page: args.page, perStage: args.perColumn } }),
      async () => {
        const rows = await fetchAll(ctx, '/candidates', (row) => row, { query: { ...filters, sortBy: 'created_at', sortDir: 'desc' } });
        return { columns: groupPipeline(rows, stage, args.page, args.perColumn) };
      },
    );
  }
}
