// The participant's "Calendar feed" box under the dashboard (docs/features.md, "Deadlines in view"): a personal
// iCalendar address of their assignment deadlines for Google Calendar, Outlook or any calendar app. Only a
// fingerprint of the address is kept, so it is shown once, when it is made; "Make a new address" (confirmed, since
// the old one stops working at once) is also how to see one again.
import { type CalendarFeedAddress, formatDateTime } from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { ModalButtons } from '#web/components/ui/modal-buttons.tsx';
import { PageError } from '#web/components/ui/page-state.tsx';
import { dashboardNs } from '#web/i18n/namespaces/dashboard.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { listFailureText } from '#web/lib/api.ts';
import { exactDateTimeText } from '#web/lib/relative-time.ts';
import { notify } from '#web/lib/toast.ts';
import { calendarFeedOptions, makeCalendarAddress } from '../api.ts';

/** Google Calendar's "add by URL" link: it subscribes to the webcal address. */
export function googleCalendarLink(address: CalendarFeedAddress): string {
  return `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(address.webcal_url)}`;
}

/** Outlook on the web's "subscribe from web" link. */
export function outlookLink(address: CalendarFeedAddress): string {
  const query = new URLSearchParams({ url: address.webcal_url, name: 'Assignment deadlines' });
  return `https://outlook.live.com/calendar/0/addfromweb?${query}`;
}

/** This browser's zone: the date the address was made is shown in the reader's time, as in English. */
const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function CalendarFeedBox() {
  const t = useT(dashboardNs);
  const language = useLanguage();
  const headingId = useId();
  const fieldId = useId();
  const dialogTitleId = useId();
  const state = useQuery(calendarFeedOptions());
  // The address just made: held only on this screen, as the server keeps none.
  const [address, setAddress] = useState<CalendarFeedAddress | null>(null);
  const [confirming, setConfirming] = useState(false);
  const make = useMutation({
    mutationFn: makeCalendarAddress,
    onSuccess: (made) => {
      setAddress(made);
      notify.success(t('calendar.made'));
    },
    onSettled: () => setConfirming(false),
  });
  const hasAddress = Boolean(state.data?.created_at) || address !== null;

  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address.url);
      notify.success(t('calendar.copied'));
    } catch {
      // No clipboard (an insecure page, a refused permission): the field is selected for a manual copy.
      (document.getElementById(fieldId) as HTMLInputElement | null)?.select();
    }
  };

  return (
    <section className="card calendar-feed" aria-labelledby={headingId} aria-busy={state.isPending || undefined}>
      <div className="card-body">
        <h2 id={headingId} className="h6">
          {t('calendar.title')}
        </h2>
        <p className="small">{t('calendar.intro')}</p>
        {state.isPending ? (
          <p className="small text-body-secondary" role="status">
            {t('calendar.loading')}
          </p>
        ) : state.isError ? (
          <PageError message={listFailureText(state.error)} onRetry={() => void state.refetch()} />
        ) : address ? (
          <>
            <label htmlFor={fieldId} className="form-label small fw-semibold">
              {t('calendar.address')}
            </label>
            <div className="input-group mb-2">
              <input
                id={fieldId}
                className="form-control form-control-sm font-monospace"
                readOnly
                value={address.url}
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button variant="outline-primary" size="sm" onClick={() => void copy()}>
                {t('calendar.copy')}
              </Button>
            </div>
            <p className="small text-warning-emphasis">{t('calendar.shownOnce')}</p>
            <div className="d-flex flex-wrap gap-2 mb-3">
              <a
                className="btn btn-sm btn-outline-secondary"
                href={googleCalendarLink(address)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('calendar.google')}
              </a>
              <a
                className="btn btn-sm btn-outline-secondary"
                href={outlookLink(address)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('calendar.outlook')}
              </a>
            </div>
          </>
        ) : state.data?.created_at ? (
          <p className="small">
            {t('calendar.madeOn')}{' '}
            <time dateTime={state.data.created_at}>
              {language === 'bn'
                ? formatDateTime(language, new Date(state.data.created_at), { timeZone: localZone })
                : exactDateTimeText(state.data.created_at)}
            </time>
            . {t('calendar.shownOnce')}
          </p>
        ) : (
          <p className="small">{t('calendar.none')}</p>
        )}
        {!state.isPending && !state.isError && (
          <Button
            variant={hasAddress ? 'outline-danger' : 'primary'}
            size="sm"
            onClick={() => (hasAddress ? setConfirming(true) : make.mutate())}
            disabled={make.isPending}
          >
            {hasAddress ? t('calendar.renew') : t('calendar.make')}
          </Button>
        )}
      </div>
      <Modal
        show={confirming}
        onHide={make.isPending ? () => undefined : () => setConfirming(false)}
        aria-labelledby={dialogTitleId}
        centered
      >
        <Modal.Header closeButton={!make.isPending} closeLabel={t('calendar.close')}>
          <Modal.Title as="h2" id={dialogTitleId} className="h5">
            {t('calendar.renew')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{t('calendar.renewConfirm')}</Modal.Body>
        <ModalButtons
          isPending={make.isPending}
          onCancel={() => setConfirming(false)}
          idle={t('calendar.renew')}
          busy={t('calendar.making')}
          onAction={() => make.mutate()}
          variant="danger"
        />
      </Modal>
    </section>
  );
}
