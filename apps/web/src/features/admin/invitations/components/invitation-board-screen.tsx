// /admin/invitations/board?courseId=…&state=…&page=…: a course's invitations newest first, each with its state
// (sent, registered, expired, revoked) and the count of every state as the filter's labels. A pending, expired or
// revoked invitation can be sent again (a new link; the old one stops working); a pending one can be revoked.
import {
  type BoardInvitation,
  formatDateTime,
  formatNumber,
  INVITATION_STATE_LABEL,
  INVITATION_STATES,
  INVITATION_TEXT,
  type InvitationState,
  REGISTER_TYPE_LABEL,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Modal from 'react-bootstrap/Modal';
import { Link } from 'react-router';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { setParam, urlId, useUrlFilter } from '#web/components/list/url-filter.ts';
import { ModalButtons } from '#web/components/ui/modal-buttons.tsx';
import { RelativeTime } from '#web/components/ui/relative-time.tsx';
import { paths } from '#web/config/paths.ts';
import { useMessageText } from '#web/i18n/messages.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { exactDateTimeText } from '#web/lib/relative-time.ts';
import { invitationBoardOptions, useResendInvitation, useRevokeInvitation } from '../api.ts';
import { CourseField } from './course-field.tsx';

const STATE_BADGE: Record<InvitationState, string> = {
  sent: 'primary',
  registered: 'success',
  expired: 'secondary',
  revoked: 'danger',
};

const stateOf = (text: string | null): InvitationState | null =>
  (INVITATION_STATES as readonly string[]).includes(text ?? '') ? (text as InvitationState) : null;

export function InvitationBoardScreen() {
  const t = useT(adminNs);
  const { params, change } = useUrlFilter();
  const courseId = urlId(params.get('courseId'));
  const state = stateOf(params.get('state'));

  return (
    <>
      <p>
        <Link to={paths.admin.invitations.path}>{t('invitations.sendInvitations')}</Link>
      </p>
      <CourseChooser
        courseId={courseId}
        onChoose={(id) =>
          change((next) => {
            setParam(next, 'courseId', id);
            next.delete('state');
          })
        }
      />
      {courseId === null ? (
        <p className="text-body-secondary">{t('invitations.chooseCourse')}</p>
      ) : (
        <Board courseId={courseId} state={state} onState={(next) => change((url) => setParam(url, 'state', next))} />
      )}
    </>
  );
}

/** The course select: choosing one shows its board at once. */
function CourseChooser({ courseId, onChoose }: { courseId: number | null; onChoose: (id: number) => void }) {
  const id = `board-course${useId()}`;
  return (
    <div className="mb-3" style={{ maxWidth: '36rem' }}>
      <CourseField
        id={id}
        name="courseId"
        value={courseId === null ? '' : String(courseId)}
        onChange={(value) => {
          const chosen = urlId(value);
          if (chosen !== null) onChoose(chosen);
        }}
        message={undefined}
      />
    </div>
  );
}

function Board({
  courseId,
  state,
  onState,
}: {
  courseId: number;
  state: InvitationState | null;
  onState: (state: InvitationState | null) => void;
}) {
  const t = useT(adminNs);
  const msg = useMessageText();
  const language = useLanguage();
  const page = usePageParam();
  const query = useQuery(invitationBoardOptions({ courseId, state, page }));
  const [toRevoke, setToRevoke] = useState<BoardInvitation | null>(null);
  const data = query.isError ? undefined : query.data;
  const all = data ? Object.values(data.counts).reduce((sum, count) => sum + count, 0) : null;

  const columns: readonly Column<BoardInvitation>[] = [
    {
      header: t('invitations.invitee'),
      cell: (row) => (
        <>
          {row.name}
          <span className="d-block small text-break">{row.email}</span>
        </>
      ),
    },
    {
      header: t('invitations.type'),
      cell: (row) => {
        const label = REGISTER_TYPE_LABEL[row.register_type as 1 | 2];
        return label ? msg(label) : row.register_type;
      },
    },
    {
      header: t('invitations.state'),
      cell: (row) => <Badge bg={STATE_BADGE[row.state]}>{msg(INVITATION_STATE_LABEL[row.state])}</Badge>,
    },
    {
      header: t('invitations.sent'),
      cell: (row) => (
        <>
          <RelativeTime iso={row.created_at} />
          {row.sent_by && (
            <span className="d-block small text-body-secondary">{t('invitations.by', { name: row.sent_by })}</span>
          )}
        </>
      ),
    },
    {
      header: t('invitations.until'),
      cell: (row) => (
        <time dateTime={row.expires_at}>
          {language === 'en' ? exactDateTimeText(row.expires_at) : formatDateTime(language, new Date(row.expires_at))}
        </time>
      ),
      className: 'text-nowrap',
    },
    { header: t('invitations.action'), cell: (row) => <RowActions row={row} onRevoke={() => setToRevoke(row)} /> },
  ];

  return (
    <>
      {data && (
        <h2 className="h5">
          {data.course.short_name} — {data.course.name}
        </h2>
      )}
      <ButtonGroup aria-label={t('invitations.toShow')} className="mb-3 flex-wrap">
        <Button
          variant={state === null ? 'primary' : 'outline-primary'}
          aria-pressed={state === null}
          onClick={() => onState(null)}
        >
          {t('invitations.all')}
          {all !== null ? ` (${formatNumber(language, all)})` : ''}
        </Button>
        {INVITATION_STATES.map((each) => (
          <Button
            key={each}
            variant={state === each ? 'primary' : 'outline-primary'}
            aria-pressed={state === each}
            onClick={() => onState(each)}
          >
            {msg(INVITATION_STATE_LABEL[each])}
            {data ? ` (${formatNumber(language, data.counts[each])})` : ''}
          </Button>
        ))}
      </ButtonGroup>
      <DataTable
        query={query}
        rows={(board) => board.data}
        rowKey={(row) => row.id}
        total={(board) => board.total_data}
        columns={columns}
        emptyText={msg(INVITATION_TEXT.empty)}
        caption={t('invitations.caption')}
      />
      <RevokeDialog invitation={toRevoke} onHide={() => setToRevoke(null)} />
    </>
  );
}

function RowActions({ row, onRevoke }: { row: BoardInvitation; onRevoke: () => void }) {
  const t = useT(adminNs);
  const resend = useResendInvitation();
  if (row.state === 'registered') return null;
  return (
    <div className="d-flex flex-wrap gap-1">
      <Button
        size="sm"
        variant="outline-primary"
        disabled={resend.isPending}
        onClick={() => resend.mutate(row.id)}
        aria-label={t('invitations.resendOf', { email: row.email })}
      >
        {resend.isPending ? t('invitations.sending') : t('invitations.resend')}
      </Button>
      {row.state === 'sent' && (
        <Button
          size="sm"
          variant="outline-danger"
          onClick={onRevoke}
          aria-label={t('invitations.revokeOf', { email: row.email })}
        >
          {t('invitations.revoke')}
        </Button>
      )}
    </div>
  );
}

function RevokeDialog({ invitation, onHide }: { invitation: BoardInvitation | null; onHide: () => void }) {
  const t = useT(adminNs);
  const revoke = useRevokeInvitation();
  const titleId = useId();
  const confirm = async () => {
    if (!invitation) return;
    try {
      await revoke.mutateAsync(invitation.id);
    } catch {
      // The request helper has told why.
    }
    onHide();
  };
  return (
    <Modal
      show={invitation !== null}
      onHide={revoke.isPending ? () => undefined : onHide}
      onExited={() => revoke.reset()}
      aria-labelledby={titleId}
      centered
    >
      <Modal.Header closeButton={!revoke.isPending} closeLabel={t('invitations.close')}>
        <Modal.Title as="h2" id={titleId} className="h5">
          {t('invitations.revokeTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {t('invitations.revokeBefore')}
        <strong>{invitation?.email}</strong>
        {t('invitations.revokeAfter')}
      </Modal.Body>
      <ModalButtons
        isPending={revoke.isPending}
        onCancel={onHide}
        idle={t('invitations.revoke')}
        busy={t('invitations.revoking')}
        variant="danger"
        onAction={() => void confirm()}
      />
    </Modal>
  );
}
