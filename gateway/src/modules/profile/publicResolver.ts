/**
 * `publicProfile`: one person as colleagues see them (decision 0206), for `/main/people/:id`. Two upstream calls: the
 * employee row (batched loader) and the profile extension (bio, picture, links; none on a SPEC §7-only upstream).
 * `supervisors` is the chain above them in one call where the org chart extension is offered, else the direct
 * supervisor of the row. Only colleague fields are copied: nothing else reaches the type.
 */
import { Arg, Authorized, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { GraphQLError } from 'graphql';
import type { Context } from '../../context';
import { EXTENSIONS, withExtension } from '../../kit/capabilities';
import { employeeById } from '../people/loaders';
import { ProfilePerson, PublicProfile } from './publicTypes';

const NO_LINKS = { facebook: null, twitter: null, linkedin: null, github: null };
const notFound = () => new GraphQLError('Employee not found', { extensions: { code: 'NOT_FOUND' } });

@Resolver(() => PublicProfile)
export class PublicProfileResolver {
  @Authorized()
  @Query(() => PublicProfile, { description: "A person's public profile (signed in): colleague fields only. NOT_FOUND for an unknown person" })
  async publicProfile(@Arg('employeeId', () => ID, { description: 'The employee' }) employeeId: string, @Ctx() ctx: Context): Promise<PublicProfile> {
    const e = await employeeById(ctx).load(employeeId);
    if (!e) throw notFound();
    type Extras = Pick<PublicProfile, 'bio' | 'avatar' | 'office' | 'project' | 'level' | 'timezone' | 'socialLinks'>;
    const p = await withExtension<Extras>(
      ctx,
      'GET /employees/{id}/profile',
      async () => {
        const full = await ctx.rest.get('/employees/{id}/profile', { params: { id: employeeId } });
        // Only the public part is copied: the personal fields of the answer stay here.
        const { bio, avatar, office, project, level, timezone, socialLinks } = full;
        return { bio, avatar, office, project, level, timezone, socialLinks };
      },
      async () => ({ bio: null, avatar: null, office: null, project: null, level: null, timezone: null, socialLinks: NO_LINKS }),
    );
    return {
      id: String(e.id),
      name: e.name,
      roleTitle: e.roleTitle,
      departmentName: e.departmentName,
      teamName: e.teamName,
      active: e.active,
      managerId: e.managerId == null ? null : String(e.managerId),
      managerName: e.managerId == null ? null : e.managerName,
      avatar: p.avatar,
      bio: p.bio,
      office: p.office,
      project: p.project,
      level: p.level,
      timezone: p.timezone,
      socialLinks: { ...NO_LINKS, ...p.socialLinks },
    };
  }

  @FieldResolver(() => [ProfilePerson], { description: 'The supervisor chain above the person, nearest first, to the top of the company' })
  async supervisors(@Root() profile: PublicProfile, @Ctx() ctx: Context): Promise<ProfilePerson[]> {
    const above = await withExtension<ProfilePerson[]>(
      ctx,
      EXTENSIONS.orgChart,
      async () => {
        const chain = await ctx.rest.get('/org_chart/{id}/chain', { params: { id: profile.id } });
        return chain.items
          .slice(1)
          .map((row) => ({ id: String(row.id), name: row.name, roleTitle: row.roleTitle, departmentName: row.departmentName, teamName: row.teamName }));
      },
      // Without the org chart: the direct supervisor of the row, one level.
      async () => (profile.managerId ? [{ id: profile.managerId, name: profile.managerName ?? '' }] : []),
    );
    return above;
  }
}
