/**
 * Mail: forgot password, set password through a one-time link (invitation or reset) and the admins' outbox. All are
 * upstream extensions (mail/, not in SPEC §7) with no SPEC fallback: `passwordReset` and `capabilities.mailOutbox`
 * tell the web whether to show them. Asking for a reset link is throttled like a sign-in attempt for the same
 * e-mail and address (state/signInThrottle.ts) and always answers the same, so it tells nothing about accounts.
 */
import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { pageQuery } from '../../common/paging';
import { MutationMessage } from '../../common/types';
import type { Context } from '../../context';
import { EXTENSIONS, probeExtension } from '../../kit/capabilities';
import { fetchPage } from '../../kit/loaders';
import { OutboxArgs, SetPasswordArgs } from './inputs';
import { OutboxMail, OutboxMailPage, PasswordSet } from './types';

const NEEDS = ' (needs the upstream extension mail/; not in SPEC §7)';

/** Whether the upstream has the password links: an empty set-password body is refused (422) where it exists. */
export const passwordLinksOffered = (ctx: Context) =>
  probeExtension(ctx, EXTENSIONS.passwordLinks, () => ctx.rest.post('/password/set', { body: {}, readOnly: true, timeoutMs: 5000 }).then(() => true));

@Resolver(() => OutboxMail)
export class MailResolver {
  @Query(() => Boolean, { description: 'Whether "Forgot password?" and set-password links are offered (no token needed)' })
  passwordReset(@Ctx() ctx: Context): Promise<boolean> {
    return passwordLinksOffered(ctx);
  }

  @Mutation(() => MutationMessage, {
    description: `E-mails a one-time link (1 hour) to set a new password; the same answer whether or not the account exists. No token needed. Throttled like sign-in (TOO_MANY_ATTEMPTS)${NEEDS}`,
  })
  async requestPasswordReset(@Arg('email', () => String, { description: 'The account e-mail' }) email: string, @Ctx() ctx: Context): Promise<MutationMessage> {
    const attempt = await ctx.signIns.begin(email, ctx.clientAddress, ctx.rest.company);
    try {
      const answer = await ctx.rest.post('/password/forgot', { body: { email: email.trim() } });
      // Counted as a refused attempt: repeated requests for one account or from one address slow down like guesses.
      await attempt.settle('refused');
      return { message: answer.message };
    } catch (error) {
      await attempt.settle('unknown');
      throw error;
    }
  }

  @Mutation(() => PasswordSet, {
    description: `Sets the password through an invitation (72 hours) or reset (1 hour) link; each link works once. BAD_REQUEST "This link is invalid or has expired". No token needed${NEEDS}`,
  })
  setPassword(@Args(() => SetPasswordArgs) { token, password }: SetPasswordArgs, @Ctx() ctx: Context): Promise<PasswordSet> {
    return ctx.rest.post('/password/set', { body: { token, password } });
  }

  @Authorized('mail.outbox')
  @Query(() => OutboxMailPage, { description: `Mail sent, queued or kept, newest first (admins)${NEEDS}` })
  mailOutbox(@Args(() => OutboxArgs) { status, ...page }: OutboxArgs, @Ctx() ctx: Context) {
    return fetchPage(ctx, '/mail/outbox', { ...pageQuery(page), status: status ?? undefined }, (mail) => ({ ...mail, id: String(mail.id) }));
  }
}
