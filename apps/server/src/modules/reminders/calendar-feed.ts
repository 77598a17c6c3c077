import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { REMINDER_MESSAGES, type CalendarFeedResponse, type NewCalendarFeedResponse } from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { calendarFeeds, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { Actor } from '../../policies/index.js';
import type { CalendarLanguage } from './ical.js';
import type { ReminderService } from './service.js';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The feed's path under the API, from its secret token. */
export const feedPath = (token: string) => `/api/calendar-feed/${token}/calendar.ics`;

/**
 * A user's secret calendar address (docs/decisions/026, "Deadlines"): a calendar app fetches
 * it without signing in, so the random token in it is the key. Only its SHA-256 is stored;
 * the address is shown once, when made. A new address replaces the old one, which stops
 * working at once; turning it off removes it. Each user acts on their own only (no id in the
 * routes). A deactivated account's address answers 404.
 */
export class CalendarFeedService {
  constructor(
    private readonly db: Db,
    private readonly reminders: ReminderService,
  ) {}

  async status(actor: Actor): Promise<CalendarFeedResponse> {
    const [row] = await this.db
      .select({ createdAt: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, actor.id));
    return { feed: row ? { created_at: row.createdAt.toISOString() } : null };
  }

  /** A new address (the old one, if any, stops working); answers the token. */
  async renew(actor: Actor): Promise<{ token: string; feed: NewCalendarFeedResponse['feed'] }> {
    const token = randomBytes(32).toString('base64url');
    const values = { tokenHash: hash(token), createdAt: new Date() };
    await this.db
      .insert(calendarFeeds)
      .values({ userId: actor.id, ...values })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: values });
    return { token, feed: { created_at: values.createdAt.toISOString() } };
  }

  async revoke(actor: Actor): Promise<void> {
    await this.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, actor.id));
  }

  /** The calendar behind a token (404 for an unknown or replaced one). */
  async calendar(token: string, appUrl: string, language: CalendarLanguage = 'vi'): Promise<string> {
    const [user] = await this.db
      .select({ id: users.id, role: users.role, name: users.name })
      .from(calendarFeeds)
      .innerJoin(users, eq(users.id, calendarFeeds.userId))
      .where(and(eq(calendarFeeds.tokenHash, hash(token)), eq(users.status, 'active')));
    if (!user) throw notFound(REMINDER_MESSAGES.feedNotFound);
    return this.reminders.calendarOf(user, appUrl, language);
  }
}
