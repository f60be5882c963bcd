/**
 * Sign-in, sign-out, the current user (`me`, with roles and access) and password change.
 * Sign-out revokes the token in the gateway's shared state (every replica refuses it at once, also against a SPEC §7-only
 * backend) and at the upstream (`POST /logout`, an extension of SPEC §7, skipped where the upstream lacks it); a password
 * change ends every other session of the user there. Both forget the token's cached user here.
 */
import { Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GraphQLError } from 'graphql';
import { accessFor, viewerOf } from '../../access/table';
import { ErrorCode } from '../../errors';
import { deriveRoles } from '../../access/roles';
import type { Context, CurrentUser } from '../../context';
import { asCurrentUser, forgetCachedEmployee } from '../../currentUser';
import { MutationMessage } from '../../common/types';
import { EXTENSIONS, withExtension } from '../../kit/capabilities';
import { logger } from '../../ops/logger';
import { revokeToken } from '../../state/sessions';
import { ChangePasswordArgs, LoginArgs } from './inputs';
import { Access, AuthPayload, Me, Roles } from './types';

/**
 * What `login` answers: the `AuthPayload` GraphQL type reads it. `Me` is the GraphQL view of the contract's employee
 * (CurrentUser): resolvers hand that row over as it is and `roles`/`access` are resolved from it, so nothing is cast.
 */
type SignedIn = { token: string; user: CurrentUser };

@Resolver(() => Me)
export class AuthResolver {
  @Mutation(() => AuthPayload, {
    description:
      'Signs in; no token needed. Wrong credentials: UNAUTHENTICATED "Invalid email or password". Repeated failures: TOO_MANY_ATTEMPTS "Too many sign-in attempts. Please try again in N seconds/minutes." (extensions.retryAfterSeconds).',
  })
  async login(@Args(() => LoginArgs) { email, password }: LoginArgs, @Ctx() ctx: Context): Promise<SignedIn> {
    // Throttled per account and address before the password is checked (state/signInThrottle.ts).
    const attempt = await ctx.signIns.begin(email, ctx.clientAddress, ctx.rest.company);
    let answer;
    try {
      answer = await ctx.rest.post('/login', { body: { email, password }, readOnly: true });
    } catch (error) {
      const refused = error instanceof GraphQLError && error.extensions.code === ErrorCode.UNAUTHENTICATED;
      await attempt.settle(refused ? 'refused' : 'unknown');
      throw error;
    }
    await attempt.settle('succeeded');
    const user = asCurrentUser(answer.user);
    await ctx.signIn(answer.token, user);
    return { token: answer.token, user };
  }

  @Authorized()
  @Query(() => Me, { description: 'The signed-in user, with manager, role flags and access' })
  me(@Ctx() ctx: Context): Promise<CurrentUser> {
    return ctx.currentUser();
  }

  @Authorized()
  @Mutation(() => MutationMessage, { description: 'Changes the password of the signed-in user' })
  async changePassword(@Args(() => ChangePasswordArgs) { oldPassword, newPassword }: ChangePasswordArgs, @Ctx() ctx: Context): Promise<MutationMessage> {
    const answer = await ctx.rest.patch('/employees/change_password', {
      body: { oldPassword, newPassword },
    });
    // Every other session of this user was revoked upstream: forget all their cached entries (this token's too).
    await forgetCachedEmployee((await ctx.currentUser()).id);
    return { message: answer?.message ?? 'Password changed successfully' };
  }

  @Authorized()
  @Mutation(() => MutationMessage, { description: 'Signs out: the token stops working everywhere at once' })
  async logout(@Ctx() ctx: Context): Promise<MutationMessage> {
    const answer = await withExtension(
      ctx,
      EXTENSIONS.logout,
      () => ctx.rest.post('/logout', { body: {} }),
      async () => ({ message: 'Signed out successfully' }),
    );
    if (ctx.rest.token) await revokeToken(ctx.rest.token, undefined, ctx.rest.company); // also drops its cached user
    return { message: answer?.message ?? 'Signed out successfully' };
  }

  @FieldResolver(() => Roles, { description: 'Role flags derived from the role title and type' })
  roles(@Root() me: CurrentUser): Roles {
    return deriveRoles(me);
  }

  @FieldResolver(() => Access, { description: 'Routes and menu groups this user may open' })
  access(@Root() me: CurrentUser): Access {
    return accessFor(viewerOf(me, deriveRoles(me)));
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The IANA time zone of the user's profile, in which the web shows them times; null: none set (the browser's zone), or a SPEC §7-only upstream",
  })
  async timezone(@Root() me: CurrentUser, @Ctx() ctx: Context): Promise<string | null> {
    const profile = await withExtension(
      ctx,
      'GET /employees/{id}/profile',
      async () => ({ timezone: (await ctx.rest.get('/employees/{id}/profile', { params: { id: String(me.id) } })).timezone ?? null }),
      async () => ({ timezone: null }),
      { ambiguous404: true },
    ).catch((error: unknown) => {
      // A display preference: signing in and the shell never fail for it (the failure is logged, the browser's zone used).
      logger.warn({ err: error, requestId: ctx.requestId }, 'reading the time zone of the signed-in user failed');
      return { timezone: null };
    });
    return profile.timezone;
  }
}
