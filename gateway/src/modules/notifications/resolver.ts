/**
 * The notification centre of the signed-in user: their notifications, the unread count, mark one or all read. Every
 * call is an upstream extension (notifications/, not in SPEC §7) with no SPEC fallback: against a SPEC §7-only
 * backend `capabilities.notifications` is false and the web keeps the header's plain HR inbox. Nobody reads another
 * person's notifications: the upstream answers only the caller's own. E-mail preferences (decision 0208) are
 * extensions too (`capabilities.notificationPreferences`): one's own per event type, and the company defaults (admins).
 * How e-mail reaches me (at once or a daily digest, decision 0221) is an extension field of the preferences call:
 * null where the upstream does not answer it (a SPEC §7-only one, or one without the digest), and the web hides it.
 */
import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { EXTENSIONS, withExtension } from '../../kit/capabilities';
import { Notification, NotificationDelivery, NotificationPage, NotificationPreference } from './types';

@ArgsType()
export class NotificationArgs {
  @Field(() => Int, { defaultValue: 1, description: 'Page number, starting at 1' })
  page: number = 1;
  @Field(() => Int, { defaultValue: 10, description: 'Page size' })
  limit: number = 10;
  @Field(() => Boolean, { nullable: true, description: 'Only the unread ones' })
  unread?: boolean | null;
}

@Resolver(() => Notification)
export class NotificationsResolver {
  @Authorized()
  @Query(() => NotificationPage, { description: "The signed-in user's notifications, newest first" })
  notifications(@Args(() => NotificationArgs) args: NotificationArgs, @Ctx() ctx: Context) {
    return ctx.rest.get('/notifications', { query: { page: args.page, limit: args.limit, ...(args.unread ? { unread: 'true' } : {}) } });
  }

  @Authorized()
  @Query(() => Int, { description: "How many of the signed-in user's notifications are unread" })
  async unreadNotificationCount(@Ctx() ctx: Context): Promise<number> {
    return (await ctx.rest.get('/notifications/unread_count', {})).count;
  }

  @Authorized()
  @Mutation(() => Notification, { description: 'Marks one of my notifications read (someone else’s: NOT_FOUND)' })
  markNotificationRead(@Arg('id', () => ID, { description: 'Notification id' }) id: string, @Ctx() ctx: Context) {
    return ctx.rest.post('/notifications/{id}/read', { params: { id } });
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Marks all my notifications read; answers how many were unread' })
  async markAllNotificationsRead(@Ctx() ctx: Context): Promise<number> {
    return (await ctx.rest.post('/notifications/read_all', {})).count;
  }

  @Authorized()
  @Query(() => [NotificationPreference], { description: 'Which event types also e-mail me (my choice, else the company default)' })
  async notificationPreferences(@Ctx() ctx: Context): Promise<NotificationPreference[]> {
    return (await ctx.rest.get('/notifications/preferences', {})).items;
  }

  @Authorized()
  @Mutation(() => [NotificationPreference], { description: 'Chooses whether one event type e-mails me; answers every preference' })
  async setNotificationPreference(
    @Arg('eventType', () => String, { description: 'The event type, e.g. leave_request.outcome' }) eventType: string,
    @Arg('email', () => Boolean, { description: 'Whether it e-mails me' }) email: boolean,
    @Ctx() ctx: Context,
  ): Promise<NotificationPreference[]> {
    return (await ctx.rest.put('/notifications/preferences', { body: { eventType, email } })).items;
  }

  @Authorized()
  @Query(() => NotificationDelivery, { nullable: true, description: 'How notification e-mail reaches me; null where the upstream has no such choice' })
  async notificationDelivery(@Ctx() ctx: Context): Promise<NotificationDelivery | null> {
    const answer = await withExtension(
      ctx,
      EXTENSIONS.notificationPreferences,
      () => ctx.rest.get('/notifications/preferences', {}),
      async () => ({ items: [] }),
    );
    return deliveryOf(answer.delivery);
  }

  @Authorized()
  @Mutation(() => NotificationDelivery, { nullable: true, description: 'Chooses how notification e-mail reaches me; answers the choice kept' })
  async setNotificationDelivery(
    @Arg('delivery', () => NotificationDelivery, { description: 'At once, or a daily digest of the unread' }) delivery: NotificationDelivery,
    @Ctx() ctx: Context,
  ): Promise<NotificationDelivery | null> {
    return deliveryOf((await ctx.rest.put('/notifications/preferences', { body: { delivery } })).delivery);
  }

  @Authorized('notifications.defaults')
  @Mutation(() => [NotificationPreference], { description: "Sets the company's e-mail default for one event type (admins); answers my preferences" })
  async setNotificationEmailDefault(
    @Arg('eventType', () => String, { description: 'The event type, e.g. leave_request.outcome' }) eventType: string,
    @Arg('email', () => Boolean, { description: 'Whether it e-mails everyone who has not chosen' }) email: boolean,
    @Ctx() ctx: Context,
  ): Promise<NotificationPreference[]> {
    return (await ctx.rest.put('/notifications/email_defaults', { body: { eventType, email } })).items;
  }
}

/** The upstream's delivery as the GraphQL enum; null when it did not answer one. */
const deliveryOf = (value: 'immediate' | 'digest' | undefined): NotificationDelivery | null =>
  value === 'digest' ? NotificationDelivery.DIGEST : value === 'immediate' ? NotificationDelivery.IMMEDIATE : null;
