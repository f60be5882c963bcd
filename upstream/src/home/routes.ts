/**
 * Home dashboard (SPEC §1 home widgets). The gateway's `home` query answers it; the upstream adds two reads:
 *
 *   GET /home/birthdays   (addition to SPEC §7) every active employee's birthday as MM-DD with name and department,
 *                         for any signed-in user.
 *   GET /home/summary?today=YYYY-MM-DD  (addition to SPEC §7) every widget of the caller's dashboard counted in the
 *                         database (summary.ts): the first few of each list and the counts. Without it (SPEC §7
 *                         only) the gateway composes the same answer from the other domains' reads (decision 0209).
 *
 * Decisions the spec leaves open (the gateway's `home` query applies them; see gateway/src/modules/home):
 * - Birthdays are a company-wide public fact, but only day and month: the year of birth (the age) stays a personal
 *   field (`date_of_birth` on employee answers is still redacted for everyone but CEO, HR and the person).
 *   Without this extension (SPEC §7 only) the gateway reads `date_of_birth` from GET /employees, so only CEO and HR
 *   see everyone's birthdays and others their own.
 * - Work anniversaries (a whole number of years since date_joined, this month or week), who is off today (approved
 *   leaves, GET /leave_requests/company) and official holidays are public to every signed-in user; the leave type of
 *   someone off is shown only to those who may see that person's requests.
 * - Head count and its 12-month trend, leaves this month, actions this month and attendance this month are scoped:
 *   CEO and HR see the company; anyone with reports (team leaders, managers, heads) their reporting line (direct and
 *   indirect, GET /employees/managed_employees) and themself; an agent their own data (no head count).
 *   Head count at a month's end = employees joined by then and not gone before (last_working_day).
 * - "This week" runs Sunday to Saturday (SPEC §5: the week starts Sunday); "this month" is the calendar month of today.
 * - Leaves this month = leave requests (any status) sharing a day with the month; actions this month = actions dated
 *   in the month; attendance this month = the days up to today, by status. Only counts: no pay or personal field.
 */
import type { Static } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../http/errors';
import { isIsoDate, todayIso } from '../http/values';
import type { HomeSummaryQuery } from './schemas';
import { listBirthdays } from './store';
import { homeSummary } from './summary';

const TODAY_FORMAT = 'today must be a date YYYY-MM-DD';

export const homeRoutes: FastifyPluginAsync = async (app) => {
  app.get('/home/birthdays', async () => {
    const items = await listBirthdays(app.db);
    return { items, count: items.length };
  });

  app.get<{ Querystring: Static<typeof HomeSummaryQuery> }>('/home/summary', async (request) => {
    const now = app.today();
    const today = request.query.today || todayIso(now);
    if (!isIsoDate(today)) throw new HttpError(400, TODAY_FORMAT, [{ field: 'today', message: TODAY_FORMAT }]);
    return homeSummary(app.db, request, today, now);
  });
};
