/**
 * Calendars: the ones the viewer may see (shared: everyone; private: creator and admins — the upstream decides), a
 * calendar's events of a range (at most 62 days), create, change and delete, and the personal feed link (a new one revokes
 * the previous). Every call is an upstream extension (/calendars) with no SPEC §7 fallback: on a SPEC §7-only upstream
 * they answer NOT_FOUND and `capabilities.calendars` is false, so the web hides the page.
 */
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Calendar, CalendarEntry, CalendarFeedLink, CalendarInput, CalendarList } from './types';

const NEEDS = ' (needs the upstream extension /calendars; not in SPEC §7)';

const idOf = (raw: string | null | undefined) => (raw ? Number(raw) : null);
const bodyOf = (input: CalendarInput) => ({
  calendar: { ...input, isPrivate: input.isPrivate ?? false, teamId: idOf(input.teamId), personId: idOf(input.personId) },
});

@Resolver()
export class CalendarsResolver {
  @Authorized()
  @Query(() => CalendarList, { description: `The calendars the viewer may see${NEEDS}` })
  calendars(@Ctx() ctx: Context) {
    return ctx.rest.get('/calendars');
  }

  @Authorized()
  @Query(() => [CalendarEntry], { description: `A calendar's events sharing a day with the range (at most 62 days), by first day${NEEDS}` })
  async calendarEvents(
    @Arg('id', () => ID, { description: 'Calendar id' }) id: string,
    @Arg('from', () => String, { description: 'First day, YYYY-MM-DD' }) from: string,
    @Arg('to', () => String, { description: 'Last day, YYYY-MM-DD' }) to: string,
    @Ctx() ctx: Context,
  ) {
    return (await ctx.rest.get('/calendars/{id}/events', { params: { id }, query: { from, to } })).items;
  }

  @Authorized()
  @Mutation(() => Calendar, { description: `Creates a calendar${NEEDS}` })
  createCalendar(@Arg('input', () => CalendarInput, { description: 'The calendar' }) input: CalendarInput, @Ctx() ctx: Context) {
    return ctx.rest.post('/calendars', { body: bodyOf(input) });
  }

  @Authorized()
  @Mutation(() => Calendar, { description: `Changes a calendar, every field as on create (its creator or an admin)${NEEDS}` })
  updateCalendar(
    @Arg('id', () => ID, { description: 'Calendar id' }) id: string,
    @Arg('input', () => CalendarInput, { description: 'The calendar' }) input: CalendarInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.patch('/calendars/{id}', { params: { id }, body: bodyOf(input) });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: `Deletes a calendar (its creator or an admin)${NEEDS}` })
  async deleteCalendar(@Arg('id', () => ID, { description: 'Calendar id' }) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.rest.delete('/calendars/{id}', { params: { id } });
    return true;
  }

  @Authorized()
  @Mutation(() => CalendarFeedLink, { description: `A new personal feed link of the calendar; the previous one stops working${NEEDS}` })
  async resetCalendarFeed(@Arg('id', () => ID, { description: 'Calendar id' }) id: string, @Ctx() ctx: Context): Promise<CalendarFeedLink> {
    const { token } = await ctx.rest.post('/calendars/{id}/feed', { params: { id } });
    return { path: `/calendar-feeds/${token}.ics` };
  }
}
