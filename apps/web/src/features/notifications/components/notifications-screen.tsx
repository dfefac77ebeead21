// The Notifications page of both work areas (docs/features.md, Notifications): 10 a page, newest first, unread in
// bold; each item links to its object and is marked read when opened; "Mark all as read"; and the mail preferences
// per kind (immediately, daily digest, off).
import { NOTIFICATION_CHANNELS, type NotificationChannel, type NotificationList } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListFrame } from '#web/components/list/list-frame.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { PageError, PageSpinner } from '#web/components/ui/page-state.tsx';
import { RelativeTime } from '#web/components/ui/relative-time.tsx';
import { useMessageText } from '#web/i18n/messages.ts';
import { notificationsNs } from '#web/i18n/namespaces/notifications.ts';
import { textsNs } from '#web/i18n/namespaces/texts.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { markRead, preferencesOptions, useMarkAllRead, useSavePreferences } from '../api.ts';
import { type NotificationRole, notificationPageOptions } from '../bell.tsx';
import { notificationLine, type TextsT } from '../notification-line.ts';
import { useKindLabel } from './kind-label.ts';

export function NotificationsScreen({ area: role }: { area: NotificationRole }) {
  const page = usePageParam();
  const query = useQuery({ ...notificationPageOptions(role, page), placeholderData: keepPreviousData });
  const markAll = useMarkAllRead(role);
  const unread = query.data?.unread ?? 0;
  const t = useT(notificationsNs);
  const lineText = useLineText();

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mb-3">
        <p className="mb-0 fw-semibold" aria-live="polite">
          {query.data ? t('unread', { count: unread }) : ''}
        </p>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          {t('markAllRead')}
        </button>
      </div>
      <ListFrame
        query={query}
        count={(data: NotificationList) => data.notifications.length}
        total={(data) => data.total_data}
        emptyText={t('empty')}
        label={t('list')}
      >
        {(data) => (
          <ul className="list-group mb-3">
            {data.notifications.map((item) => (
              <li key={item.id} className="list-group-item d-flex flex-wrap justify-content-between gap-2">
                <Link
                  to={item.link}
                  className={item.is_read ? 'text-body' : 'fw-bold'}
                  onClick={() => {
                    if (!item.is_read) void markRead(role, item.id).catch(() => {});
                  }}
                >
                  {item.is_read ? '' : <span className="visually-hidden">{t('unreadItem')}</span>}
                  {lineText(item)}
                </Link>
                <RelativeTime iso={item.created_at} className="small text-body-secondary" />
              </li>
            ))}
          </ul>
        )}
      </ListFrame>
      <Preferences role={role} />
    </>
  );
}

/** The function that shows a notification's line in the page's language (notification-line.ts). */
function useLineText(): (item: NotificationList['notifications'][number]) => string {
  const language = useLanguage();
  // The cast: notificationLine reads keys of this namespace by name (a kind's); TFunction types them one by one.
  const texts = useT(textsNs) as unknown as TextsT;
  const messageText = useMessageText();
  return (item) => notificationLine(language, item, texts) ?? messageText(item.text);
}

function Preferences({ role }: { role: NotificationRole }) {
  const query = useQuery(preferencesOptions(role));
  const save = useSavePreferences(role);
  const [changed, setChanged] = useState<Record<string, NotificationChannel>>({});
  const t = useT(notificationsNs);
  const messageText = useMessageText();
  const kindLabel = useKindLabel();

  return (
    <section aria-labelledby={`${role}-preferences-title`} className="mt-4">
      <h2 id={`${role}-preferences-title`} className="h5 mb-3">
        {t('preferences.title')}
      </h2>
      {query.isPending ? (
        <PageSpinner label={t('preferences.loading')} />
      ) : query.isError ? (
        <PageError message={messageText(query.error.message)} onRetry={() => void query.refetch()} />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const preferences = query.data.preferences.map((item) => ({
              kind: item.kind,
              channel: changed[item.kind] ?? item.channel,
            }));
            save.mutate(preferences, { onSuccess: () => setChanged({}) });
          }}
        >
          {query.data.preferences.map((item) => {
            const id = `${role}-preference-${item.kind}`;
            return (
              <div key={item.kind} className="row g-2 align-items-center mb-2">
                <label htmlFor={id} className="col-12 col-md-7 col-form-label">
                  {kindLabel(item.kind, item.label)}
                </label>
                <div className="col-12 col-md-5">
                  <select
                    id={id}
                    className="form-select"
                    value={changed[item.kind] ?? item.channel}
                    onChange={(event) =>
                      setChanged((before) => ({ ...before, [item.kind]: event.target.value as NotificationChannel }))
                    }
                  >
                    {NOTIFICATION_CHANNELS.map((channel) => (
                      <option key={channel} value={channel}>
                        {t(`preferences.channel.${channel}`)}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
            );
          })}
          <button type="submit" className="btn btn-primary mt-2" disabled={save.isPending}>
            {t('preferences.save')}
          </button>
        </form>
      )}
    </section>
  );
}
