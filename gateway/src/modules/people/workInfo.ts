/**
 * HR's "update work info" (decision 0206): job title, job type, working hours per day, department, team and supervisor
 * of one employee, through SPEC §7's own PATCH /employees/{id} (`employee{role}`, with the title and the work-info
 * extension fields of our upstream). A SPEC §7 backend drops those fields and would answer 200 having changed nothing,
 * so the gateway asks first (`workInfoOffered`, the `workInfo` capability) and refuses with NOT_FOUND where they are
 * not offered; the web hides the form.
 */
import { Arg, Authorized, Ctx, Field, Float, ID, InputType, Mutation, Resolver, registerEnumType } from 'type-graphql';
import { GraphQLError } from 'graphql';
import type { Context } from '../../context';
import { forgetCachedEmployee } from '../../currentUser';
import { EXTENSIONS, probeExtension } from '../../kit/capabilities';
import { employeeById } from './loaders';
import { Employee } from './types';

export enum JobType {
  FULL_TIME = 'Full Time',
  PART_TIME = 'Part Time',
}
registerEnumType(JobType, {
  name: 'JobType',
  description: 'Full or part time (SPEC §3 User jobType)',
  valuesConfig: { FULL_TIME: { description: 'Full time' }, PART_TIME: { description: 'Part time' } },
});

@InputType({ description: 'Work info an HR person or the CEO changes; a field left out keeps its value, null team or supervisor clears it' })
export class WorkInfoInput {
  @Field(() => String, { nullable: true, description: 'Job title (the role title)' })
  roleTitle?: string | null;
  @Field(() => JobType, { nullable: true, description: 'Full or part time' })
  employeeType?: JobType | null;
  @Field(() => Float, { nullable: true, description: 'Working hours per day (0.5 to 24): the target of attendance, leaves and requests' })
  targetHoursPerDay?: number | null;
  @Field(() => ID, { nullable: true, description: 'Department' })
  departmentId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Team (null: no team)' })
  teamId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Direct supervisor (reporter), an active manager (null: nobody)' })
  managerId?: string | null;
}

/** A bad id (0) in a work-info field: 422 where the fields are known, the unknown record's 404 where they are dropped. */
export function workInfoOffered(ctx: Context): Promise<boolean> {
  return probeExtension(ctx, EXTENSIONS.workInfo, () =>
    ctx.rest.patch('/employees/{id}', { params: { id: 0 }, body: { employee: { role: 0, teamId: 0 } }, timeoutMs: 5000 }).then(
      () => null,
      (error: unknown) => {
        const status = error instanceof GraphQLError ? Number(error.extensions?.status) : NaN;
        // Only our upstream's field check (422) says offered: a 400 is a server that judged SPEC §7's body alone.
        return status === 422 ? true : status === 404 || status === 400 ? false : null;
      },
    ),
  );
}

const ids = (id: string | null | undefined) => (id === undefined ? undefined : id === null ? null : Number(id));

@Resolver(() => Employee)
export class WorkInfoResolver {
  @Authorized('employees.add')
  @Mutation(() => Employee, {
    description:
      "Changes an employee's work info (CEO, HR): job title, type, working hours per day, department, team, supervisor; a missing " +
      'reference or a reporting loop is BAD_USER_INPUT naming the field; NOT_FOUND where the upstream lacks the extension fields (SPEC §7 has employee{role} only)',
  })
  async updateWorkInfo(
    @Arg('id', () => ID, { description: 'Employee id' }) id: string,
    @Arg('input', () => WorkInfoInput, { description: 'The changes' }) input: WorkInfoInput,
    @Ctx() ctx: Context,
  ) {
    if (!(await workInfoOffered(ctx))) {
      throw new GraphQLError('Updating work info is not available (needs the work-info fields of PATCH /employees/{id}; not in SPEC §7)', {
        extensions: { code: 'NOT_FOUND' },
      });
    }
    // SPEC §7's body needs the role: the current one is sent back unchanged.
    const current = await employeeById(ctx).load(id);
    if (!current) throw new GraphQLError('Employee not found', { extensions: { code: 'NOT_FOUND' } });
    const employee = await ctx.rest.patch('/employees/{id}', {
      params: { id },
      body: {
        employee: {
          role: current.role,
          roleTitle: input.roleTitle ?? undefined,
          employeeType: input.employeeType ?? undefined,
          targetHoursPerDay: input.targetHoursPerDay ?? undefined,
          departmentId: ids(input.departmentId) ?? undefined,
          teamId: ids(input.teamId),
          managerId: ids(input.managerId),
        },
      },
    });
    await forgetCachedEmployee(id);
    return employee;
  }
}
