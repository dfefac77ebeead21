// The inbox: contact-form messages newest first, all or only the unread ones (`?unread=1`), each marked read or
// unread by a button. The unread count is in the filter's label.
import { INBOX_TEXT, type InboxMessage } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { setParam, useUrlFilter } from '#web/components/list/url-filter.ts';
import { RelativeTime } from '#web/components/ui/relative-time.tsx';
import { inboxOptions, useMarkRead } from '../api.ts';

function ReadToggle({ message }: { message: InboxMessage }) {
  const markRead = useMarkRead();
  const isRead = message.read_at !== null;
  return (
    <Button
      size="sm"
      variant={isRead ? 'outline-secondary' : 'outline-primary'}
      disabled={markRead.isPending}
      onClick={() => markRead.mutate({ id: message.id, isRead: !isRead })}
      aria-label={`${isRead ? 'Mark as unread' : 'Mark as read'}: message from ${message.name}`}
    >
      {isRead ? 'Mark unread' : 'Mark read'}
    </Button>
  );
}

const COLUMNS: readonly Column<InboxMessage>[] = [
  { header: 'Received', cell: (message) => <RelativeTime iso={message.created_at} /> },
  {
    header: 'From',
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
  { header: 'Message', cell: (message) => <p className="mb-0 plain-text">{message.message}</p> },
  {
    header: 'Status',
    cell: (message) =>
      message.read_at === null ? <Badge bg="primary">Unread</Badge> : <Badge bg="secondary">Read</Badge>,
  },
  { header: 'Action', cell: (message) => <ReadToggle message={message} /> },
];

export function InboxScreen() {
  const { params, change } = useUrlFilter();
  const unreadOnly = params.get('unread') === '1';
  const page = usePageParam();
  const query = useQuery(inboxOptions(unreadOnly, page));
  const show = (onlyUnread: boolean) => change((next) => setParam(next, 'unread', onlyUnread ? '1' : null));

  return (
    <>
      <ButtonGroup aria-label="Which messages" className="mb-3">
        <Button
          variant={unreadOnly ? 'outline-primary' : 'primary'}
          aria-pressed={!unreadOnly}
          onClick={() => show(false)}
        >
          All
        </Button>
        <Button
          variant={unreadOnly ? 'primary' : 'outline-primary'}
          aria-pressed={unreadOnly}
          onClick={() => show(true)}
        >
          Unread{query.data ? ` (${query.data.unread})` : ''}
        </Button>
      </ButtonGroup>
      <DataTable
        query={query}
        rows={(data) => data.data}
        rowKey={(message) => message.id}
        total={(data) => data.total_data}
        columns={COLUMNS}
        emptyText={INBOX_TEXT.empty}
        caption={unreadOnly ? 'Unread messages' : 'All messages'}
      />
    </>
  );
}
