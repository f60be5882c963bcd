/**
 * The full profile: read by anyone signed in (personal fields guarded per field, types.ts), changed by the person
 * (personal details, picture) and by HR and the CEO (also the work info). All upstream extensions: on a SPEC §7-only
 * upstream `profile` answers what the employee row has (name, phone, national ID), and `capabilities.profile` is false
 * so the web hides the forms.
 */
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Upload, type FileUpload } from '../../common/scalars';
import type { Context } from '../../context';
import { forbidden } from '../../errors';
import { checkedDocument } from '../../files/documentUpload';
import { withExtension } from '../../kit/capabilities';
import { employeeById } from '../people/loaders';
import { Employee } from '../people/types';
import { ProfileInput } from './inputs';
import { Profile } from './types';

const NEEDS = ' (needs the upstream extension /employees/{id}/profile; not in SPEC §7)';

/** Writes are the person's own, or HR's and the CEO's (the upstream checks the same). */
export async function requireSelfOrHr(ctx: Context, employeeId: string): Promise<void> {
  const [me, roles] = await Promise.all([ctx.currentUser(), ctx.roles()]);
  if (String(me.id) !== String(employeeId) && !roles.hr && !roles.ceo) throw forbidden();
}

@Resolver(() => Profile)
export class ProfileResolver {
  @Authorized()
  @Query(() => Profile, {
    description:
      "One person's profile (signed in). Colleagues see the public part; personal fields are null unless CEO, HR or the person. NOT_FOUND when missing",
  })
  profile(@Arg('employeeId', () => ID, { description: 'The employee' }) employeeId: string, @Ctx() ctx: Context) {
    return withExtension(
      ctx,
      'GET /employees/{id}/profile',
      () => ctx.rest.get('/employees/{id}/profile', { params: { id: employeeId } }),
      async () => {
        const e = await employeeById(ctx).load(employeeId);
        if (!e) return null;
        const none = { facebook: null, twitter: null, linkedin: null, github: null };
        const empty = { firstName: null, lastName: null, bio: null, timezone: null, office: null, project: null, level: null, avatar: null };
        return {
          ...empty,
          employeeId: e.id,
          name: e.name,
          socialLinks: none,
          address: null,
          phone: e.phone,
          emergencyContactName: e.emergencyContactName ?? null,
          emergencyContactNumber: e.emergencyContactNumber ?? null,
          nationalId: e.nationalId,
          paymentAccount: null,
        };
      },
      { ambiguous404: true },
    );
  }

  @FieldResolver(() => Employee, { nullable: true, description: 'The employee record: job, team, department, supervisor' })
  employee(@Root() profile: Profile, @Ctx() ctx: Context) {
    return employeeById(ctx).load(String(profile.employeeId));
  }

  @Authorized()
  @Mutation(() => Profile, {
    description: `Changes a profile: the person their personal details, HR and the CEO also the work info; a bad phone, link or time zone is BAD_USER_INPUT naming the field${NEEDS}`,
  })
  async updateProfile(
    @Arg('employeeId', () => ID, { description: 'The employee' }) employeeId: string,
    @Arg('input', () => ProfileInput, { description: 'The changes' }) input: ProfileInput,
    @Ctx() ctx: Context,
  ) {
    await requireSelfOrHr(ctx, employeeId);
    return ctx.rest.patch('/employees/{id}/profile', { params: { id: employeeId }, body: { ...input } });
  }

  @Authorized()
  @Mutation(() => Profile, { description: `Replaces the picture (the person or HR): a square PNG or JPEG, at most 512 KB (multipart request)${NEEDS}` })
  async uploadAvatar(
    @Arg('employeeId', () => ID, { description: 'The employee' }) employeeId: string,
    @Arg('file', () => Upload, { description: 'The picture (GraphQL multipart request spec)' }) file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ) {
    await requireSelfOrHr(ctx, employeeId);
    const checked = await checkedDocument(file, 'file', 'picture');
    return ctx.rest.put('/employees/{id}/avatar', { params: { id: employeeId }, multipart: { files: { file: checked } } });
  }

  @Authorized()
  @Mutation(() => Profile, { description: `Removes the picture (the person or HR); initials show instead${NEEDS}` })
  async removeAvatar(@Arg('employeeId', () => ID, { description: 'The employee' }) employeeId: string, @Ctx() ctx: Context) {
    await requireSelfOrHr(ctx, employeeId);
    return ctx.rest.delete('/employees/{id}/avatar', { params: { id: employeeId } });
  }
}
