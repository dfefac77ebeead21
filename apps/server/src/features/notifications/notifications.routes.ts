// Notifications of both work areas (docs/features.md, Notifications): the list with the unread count, marking read,
// the preferences per kind, and the signed one-click unsubscribe of a notification mail (its GET page is the web
// app's; only a POST changes anything).
import {
  coordinatorNotifications,
  NOTIFICATION_TEXT,
  type NotificationChannel,
  PAGE_SIZE,
  participantNotifications,
  UNSUBSCRIBE_PAGE_PATH,
  UnsubscribeParams,
  unsubscribeEndpoints,
} from '@portal/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { now } from '#server/core/clock.ts';
import type { Db } from '#server/core/db/client.ts';
import { queryRows } from '#server/core/db/client.ts';
import { pageOffset } from '#server/core/db/paging.ts';
import { notificationPreferences, notifications } from '#server/core/db/schema/index.ts';
import { badRequest, notFound } from '#server/core/errors.ts';
import type { FeatureContext } from '#server/core/feature-context.ts';
import {
  type Audience,
  DIGEST_KIND,
  DIGEST_LABEL,
  kindByName,
  kindsOf,
  type Subject,
  subjectOf,
  subjectValues,
} from './kinds.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

/** Sets one person's channel of one kind (an upsert). */
async function setChannel(db: Db, personId: number, kind: string, channel: NotificationChannel) {
  await db
    .insert(notificationPreferences)
    .values({ personId, kind, channel })
    .onConflictDoUpdate({ target: [notificationPreferences.personId, notificationPreferences.kind], set: { channel } });
}

/**
 * Unsubscribes `personId` from `kind`; from the daily digest (its mail's token names DIGEST_KIND), every kind they
 * have on the digest is turned off (the preferences form turns any back on).
 */
async function unsubscribe(db: Db, personId: number, kind: string) {
  if (kind !== DIGEST_KIND) {
    await setChannel(db, personId, kind, 'off');
    return;
  }
  const [person] = await queryRows<{ user_type: number }>(db, sql`select user_type from users where id = ${personId}`);
  const audience: Audience = person?.user_type === 1 ? 'coordinator' : 'participant';
  const chosen = await db
    .select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.personId, personId));
  const byKind = new Map(chosen.map((row) => [row.kind, row.channel]));
  await db.transaction(async (tx) => {
    for (const item of kindsOf(audience)) {
      if ((byKind.get(item.name) ?? item.defaultChannel) === 'digest') {
        await setChannel(tx as unknown as Db, personId, item.name, 'off');
      }
    }
  });
}

export function notificationRoutes({ app, route, db, config, filesSecret }: FeatureContext) {
  for (const [audience, area] of [
    ['participant', participantNotifications],
    ['coordinator', coordinatorNotifications],
  ] as const) {
    route(area.list, async ({ user, params }) => {
      const [counts] = await queryRows<{ total: number; unread: number }>(
        db,
        sql`select count(*)::int as total, count(*) filter (where read_at is null)::int as unread
            from notifications where person_id = ${user.id}`,
      );
      const rows = await queryRows<{
        id: number;
        kind: string;
        created_at: string | Date;
        read_at: string | Date | null;
        subject: Subject | null;
      }>(
        db,
        sql`select n.id, n.kind, n.created_at, n.read_at, ${subjectOf(sql`n.kind`, sql`n.object_id`, sql`n.person_id`, { tz: config.TZ_INSTITUTE, now: now() })} as subject
            from notifications n where n.person_id = ${user.id}
            order by n.created_at desc nulls last, n.id desc nulls last
            limit ${PAGE_SIZE} offset ${pageOffset(params.page)}`,
      );
      return {
        total_data: counts?.total ?? 0,
        unread: counts?.unread ?? 0,
        notifications: rows.map((row) => toItem(audience, row)),
      };
    });

    route(area.markRead, async ({ user, params }) => {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, ${now()})` })
        .where(and(eq(notifications.id, params.notificationId), eq(notifications.personId, user.id)))
        .returning({ id: notifications.id });
      if (!row) throw notFound(NOTIFICATION_TEXT.notFound);
      return { success: NOTIFICATION_TEXT.read };
    });

    route(area.markAllRead, async ({ user }) => {
      await db
        .update(notifications)
        .set({ readAt: now() })
        .where(and(eq(notifications.personId, user.id), isNull(notifications.readAt)));
      return { success: NOTIFICATION_TEXT.allRead };
    });

    route(area.preferences, async ({ user }) => {
      const chosen = await db
        .select({ kind: notificationPreferences.kind, channel: notificationPreferences.channel })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.personId, user.id));
      const byKind = new Map(chosen.map((row) => [row.kind, row.channel as NotificationChannel]));
      return {
        preferences: kindsOf(audience).map((kind) => ({
          kind: kind.name,
          label: kind.label,
          channel: byKind.get(kind.name) ?? kind.defaultChannel,
        })),
      };
    });

    route(area.savePreferences, async ({ user, body }) => {
      const own = new Set(kindsOf(audience).map((kind) => kind.name));
      if (body.preferences.some((item) => !own.has(item.kind))) throw badRequest(NOTIFICATION_TEXT.unknownKind);
      await db.transaction(async (tx) => {
        for (const item of body.preferences) await setChannel(tx as unknown as Db, user.id, item.kind, item.channel);
      });
      return { success: NOTIFICATION_TEXT.preferencesSaved };
    });
  }

  /** The person and kind of a valid token (and an account that still exists), else 400. */
  async function tokenTarget(token: string) {
    const target = readUnsubscribeToken(filesSecret, token);
    if (!target) throw badRequest(NOTIFICATION_TEXT.badToken);
    const [row] = await queryRows<{ id: number }>(db, sql`select id from users where id = ${target.personId}`);
    if (!row) throw badRequest(NOTIFICATION_TEXT.badToken);
    return target;
  }

  route(unsubscribeEndpoints.info, async ({ params }) => {
    const target = await tokenTarget(params.token);
    return { label: target.kind === DIGEST_KIND ? DIGEST_LABEL : (kindByName(target.kind)?.label ?? target.kind) };
  });

  route(unsubscribeEndpoints.unsubscribe, async ({ params }) => {
    const target = await tokenTarget(params.token);
    await unsubscribe(db, target.personId, target.kind);
    return { success: NOTIFICATION_TEXT.unsubscribed };
  });

  // The one-click POST a mail client sends to the List-Unsubscribe address itself (RFC 8058: a form body
  // `List-Unsubscribe=One-Click`); the same address's GET is the web app's page with a button.
  void app.register(async (scope: FastifyInstance) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.route({
      method: 'POST',
      url: UNSUBSCRIBE_PAGE_PATH,
      config: { access: 'public', changes: 'work' },
      handler: async (request, reply) => {
        const parsed = UnsubscribeParams.safeParse(request.params);
        if (!parsed.success) throw badRequest(NOTIFICATION_TEXT.badToken);
        const target = await tokenTarget(parsed.data.token);
        await unsubscribe(db, target.personId, target.kind);
        return reply.code(200).send({ success: NOTIFICATION_TEXT.unsubscribed });
      },
    });
  });
}

function toItem(
  audience: Audience,
  row: { id: number; kind: string; created_at: string | Date; read_at: string | Date | null; subject: Subject | null },
) {
  const kind = kindByName(row.kind);
  const subject = row.subject;
  return {
    id: row.id,
    kind: row.kind,
    text: kind && subject ? kind.text(subject) : 'This item is no longer available',
    subject: kind && subject ? subjectValues(subject) : null,
    link: kind && subject ? kind.link(audience, subject) : `/${audience}/notifications`,
    created_at: new Date(row.created_at).toISOString(),
    is_read: row.read_at !== null,
  };
}
