// The inbox: contact-form messages newest first, all or only the unread ones (`?unread=1`), each marked read or
// unread by a button. The unread count is in the filter's label.
import { formatNumber, INBOX_TEXT, type InboxMessage } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { setParam, useUrlFilter } from '#web/components/list/url-filter.ts';
import { useMessageText } from '#web/i18n/messages.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { Moment } from '../../moment.tsx';
import { inboxOptions, useMarkRead } from '../api.ts';

function ReadToggle({ message }: { message: InboxMessage }) {
  const t = useT(adminNs);
  const markRead = useMarkRead();
  const isRead = message.read_at !== null;
  return (
    <Button
      size="sm"
      variant={isRead ? 'outline-secondary' : 'outline-primary'}
      disabled={markRead.isPending}
      onClick={() => markRead.mutate({ id: message.id, isRead: !isRead })}
      aria-label={t(isRead ? 'inbox.markAsUnreadFrom' : 'inbox.markAsReadFrom', { name: message.name })}
    >
      {isRead ? t('inbox.markUnread') : t('inbox.markRead')}
    </Button>
  );
}

export function InboxScreen() {
  const { params, change } = useUrlFilter();
  const unreadOnly = params.get('unread') === '1';
  const page = usePageParam();
  const query = useQuery(inboxOptions(unreadOnly, page));
  const show = (onlyUnread: boolean) => change((next) => setParam(next, 'unread', onlyUnread ? '1' : null));
  const t = useT(adminNs);
  const msg = useMessageText();
  const language = useLanguage();
  const columns: readonly Column<InboxMessage>[] = [
    { header: t('inbox.received'), cell: (message) => <Moment iso={message.created_at} /> },
    {
      header: t('inbox.from'),
      cell: (message) => (
        <>
          <span className={message.read_at === null ? 'fw-semibold' : undefined}>{message.name}</span>
          <br />
          <a href={`mailto:${message.email}`}>{message.email}</a>
          {message.phone && (
            <>
              <br />
              <span>{message.phone}</span>
            </>
          )}
        </>
      ),
    },
    { header: t('inbox.message'), cell: (message) => <p className="mb-0 plain-text">{message.message}</p> },
    {
      header: t('inbox.status'),
      cell: (message) =>
        message.read_at === null ? (
          <Badge bg="primary">{t('inbox.unreadBadge')}</Badge>
        ) : (
          <Badge bg="secondary">{t('inbox.readBadge')}</Badge>
        ),
    },
    { header: t('inbox.action'), cell: (message) => <ReadToggle message={message} /> },
  ];

  return (
    <>
      <ButtonGroup aria-label={t('inbox.which')} className="mb-3">
        <Button
          variant={unreadOnly ? 'outline-primary' : 'primary'}
          aria-pressed={!unreadOnly}
          onClick={() => show(false)}
        >
          {t('inbox.all')}
        </Button>
        <Button
          variant={unreadOnly ? 'primary' : 'outline-primary'}
          aria-pressed={unreadOnly}
          onClick={() => show(true)}
        >
          {t('inbox.unread')}
          {query.data ? ` (${formatNumber(language, query.data.unread)})` : ''}
        </Button>
      </ButtonGroup>
      <DataTable
        query={query}
        rows={(data) => data.data}
        rowKey={(message) => message.id}
        total={(data) => data.total_data}
        columns={columns}
        emptyText={msg(INBOX_TEXT.empty)}
        caption={unreadOnly ? t('inbox.unreadCaption') : t('inbox.allCaption')}
      />
    </>
  );
}
