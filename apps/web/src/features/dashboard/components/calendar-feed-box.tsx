// The participant's "Calendar feed" box under the dashboard (docs/features.md, "Deadlines in view"): a personal
// iCalendar address of their assignment deadlines for Google Calendar, Outlook or any calendar app. Only a
// fingerprint of the address is kept, so it is shown once, when it is made; "Make a new address" (confirmed, since
// the old one stops working at once) is also how to see one again.
import { type CalendarFeedAddress, DEADLINE_TEXT } from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { ModalButtons } from '#web/components/ui/modal-buttons.tsx';
import { PageError } from '#web/components/ui/page-state.tsx';
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

export function CalendarFeedBox() {
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
      notify.success(DEADLINE_TEXT.made);
    },
    onSettled: () => setConfirming(false),
  });
  const hasAddress = Boolean(state.data?.created_at) || address !== null;

  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address.url);
      notify.success(DEADLINE_TEXT.copied);
    } catch {
      // No clipboard (an insecure page, a refused permission): the field is selected for a manual copy.
      (document.getElementById(fieldId) as HTMLInputElement | null)?.select();
    }
  };

  return (
    <section className="card calendar-feed" aria-labelledby={headingId} aria-busy={state.isPending || undefined}>
      <div className="card-body">
        <h2 id={headingId} className="h6">
          {DEADLINE_TEXT.calendarTitle}
        </h2>
        <p className="small">{DEADLINE_TEXT.calendarIntro}</p>
        {state.isPending ? (
          <p className="small text-body-secondary" role="status">
            Loading....
          </p>
        ) : state.isError ? (
          <PageError message={listFailureText(state.error)} onRetry={() => void state.refetch()} />
        ) : address ? (
          <>
            <label htmlFor={fieldId} className="form-label small fw-semibold">
              Your calendar address
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
                {DEADLINE_TEXT.copy}
              </Button>
            </div>
            <p className="small text-warning-emphasis">{DEADLINE_TEXT.calendarShownOnce}</p>
            <div className="d-flex flex-wrap gap-2 mb-3">
              <a
                className="btn btn-sm btn-outline-secondary"
                href={googleCalendarLink(address)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {DEADLINE_TEXT.google}
              </a>
              <a
                className="btn btn-sm btn-outline-secondary"
                href={outlookLink(address)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {DEADLINE_TEXT.outlook}
              </a>
            </div>
          </>
        ) : state.data?.created_at ? (
          <p className="small">
            {DEADLINE_TEXT.calendarMadeOn}{' '}
            <time dateTime={state.data.created_at}>{exactDateTimeText(state.data.created_at)}</time>.{' '}
            {DEADLINE_TEXT.calendarShownOnce}
          </p>
        ) : (
          <p className="small">{DEADLINE_TEXT.calendarNone}</p>
        )}
        {!state.isPending && !state.isError && (
          <Button
            variant={hasAddress ? 'outline-danger' : 'primary'}
            size="sm"
            onClick={() => (hasAddress ? setConfirming(true) : make.mutate())}
            disabled={make.isPending}
          >
            {hasAddress ? DEADLINE_TEXT.calendarRenew : DEADLINE_TEXT.calendarMake}
          </Button>
        )}
      </div>
      <Modal
        show={confirming}
        onHide={make.isPending ? () => undefined : () => setConfirming(false)}
        aria-labelledby={dialogTitleId}
        centered
      >
        <Modal.Header closeButton={!make.isPending} closeLabel="Close">
          <Modal.Title as="h2" id={dialogTitleId} className="h5">
            {DEADLINE_TEXT.calendarRenew}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{DEADLINE_TEXT.calendarRenewConfirm}</Modal.Body>
        <ModalButtons
          isPending={make.isPending}
          onCancel={() => setConfirming(false)}
          idle={DEADLINE_TEXT.calendarRenew}
          busy="Making..."
          onAction={() => make.mutate()}
          variant="danger"
        />
      </Modal>
    </section>
  );
}
