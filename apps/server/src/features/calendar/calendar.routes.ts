// Deadlines in view (docs/features.md, "Deadlines in view"): the participant's calendar address (whether they have
// one; making a new one, which ends the old) and the feed itself, a public read at the secret address that calendar
// apps poll without a session. The dashboard's "Due soon" is part of the dashboard's answer (features/dashboard).

import { createHash } from 'node:crypto';
import {
  buildCalendarFeedPath,
  calendarFeed,
  DEADLINE_TEXT,
  PRODUCT_NAME,
  participantCalendarFeed,
} from '@portal/contract';
import { hashToken, newToken } from '#server/core/auth/tokens.ts';
import { now } from '#server/core/clock.ts';
import { notFound } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { FEED_REFRESH_SECONDS, feedText } from './calendar.ics.ts';
import { feedAssignments, feedCreatedAt, replaceFeed } from './calendar.queries.ts';

/**
 * Per address (IP), as the other reads anyone may send: a calendar app polls a feed a few times an hour at most, so
 * this only stops a loop or a guesser (a token has 256 random bits: guessing is hopeless anyway).
 */
export const CALENDAR_FEED_RATE_LIMIT = { max: 60, timeWindow: '1 minute', hook: 'preHandler' as const };

export function calendarRoutes({ route, db, config }: FeatureContext) {
  route(participantCalendarFeed.state, async ({ user }) => {
    const createdAt = await feedCreatedAt(db, user.id);
    return { created_at: createdAt ? createdAt.toISOString() : null };
  });

  route(participantCalendarFeed.renew, async ({ user }) => {
    const token = newToken();
    const at = now();
    await replaceFeed(db, user.id, hashToken(token), at);
    const url = new URL(buildCalendarFeedPath(token), config.PUBLIC_URL).toString();
    // (URL's protocol setter cannot turn a special scheme such as https into webcal: the text is replaced.)
    const webcal = url.replace(/^https?:/, 'webcal:');
    return { url, webcal_url: webcal, created_at: at.toISOString() };
  });

  route(
    calendarFeed.feed,
    async ({ params, req, reply }) => {
      const rows = await feedAssignments(db, hashToken(params.file), now());
      if (!rows) throw notFound(DEADLINE_TEXT.feedNotFound);
      const text = feedText(rows, {
        publicUrl: config.PUBLIC_URL,
        timeZone: config.TZ_INSTITUTE,
        productName: PRODUCT_NAME,
      });
      const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
      // Private (the address is personal) but cacheable for the refresh interval, with a validator so that a
      // calendar app polling again is answered 304 when nothing changed.
      reply
        .header('Cache-Control', `private, max-age=${FEED_REFRESH_SECONDS}`)
        .header('ETag', etag)
        .header('Content-Disposition', 'inline; filename="deadlines.ics"')
        .header('X-Robots-Tag', 'noindex');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('text/calendar; charset=utf-8').send(text);
    },
    { rateLimit: CALENDAR_FEED_RATE_LIMIT },
  );
}
