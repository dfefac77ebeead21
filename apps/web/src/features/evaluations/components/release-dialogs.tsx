// The questions a release asks: whether to release now (participants see it at once), when (a date and a quarter
// hour in the institute's zone) and, to withdraw one, why (kept with the release and shown in the page's history).
import { bengaliDigits, EVALUATION_MESSAGES, EVALUATION_TEXT, RESULTS, zonedTimeToIso } from '@portal/contract';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { ModalButtons } from '#web/components/ui/modal-buttons.tsx';
import { useMessageText } from '#web/i18n/messages.ts';
import { evaluationsNs } from '#web/i18n/namespaces/evaluations.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { QUARTER_HOURS, zoneDate } from '../format.ts';

interface ScheduleDialogProps {
  show: boolean;
  /** 'Schedule the release of Mid-term'. */
  title: string;
  timeZone: string;
  isPending: boolean;
  onHide: () => void;
  /** The chosen instant (ISO). */
  onSchedule: (effectiveAt: string) => void;
}

export function ScheduleDialog({ show, title, timeZone, isPending, onHide, onSchedule }: ScheduleDialogProps) {
  const t = useT(evaluationsNs);
  const language = useLanguage();
  const messageText = useMessageText();
  const titleId = useId();
  const dateId = useId();
  const timeId = useId();
  const [date, setDate] = useState(() => zoneDate(timeZone, 1));
  const [time, setTime] = useState('09:00');
  const [message, setMessage] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const at = zonedTimeToIso(date, time, timeZone);
    if (!at) return setMessage(EVALUATION_MESSAGES.releaseTime);
    if (new Date(at).getTime() <= Date.now()) return setMessage(EVALUATION_TEXT.pastRelease);
    setMessage(undefined);
    onSchedule(at);
  };

  return (
    <Modal show={show} onHide={isPending ? () => undefined : onHide} aria-labelledby={titleId} centered>
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton={!isPending} closeLabel={t('dialogs.close')}>
          <Modal.Title as="h2" id={titleId} className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-body-secondary small">{t('dialogs.zone', { zone: timeZone })}</p>
          <Form.Group className="mb-3">
            <Form.Label htmlFor={dateId}>{t('dialogs.date')}</Form.Label>
            <Form.Control
              id={dateId}
              type="date"
              value={date}
              min={zoneDate(timeZone)}
              required
              aria-invalid={Boolean(message) || undefined}
              aria-describedby={message ? `${dateId}-message` : undefined}
              onChange={(event) => setDate(event.target.value)}
            />
          </Form.Group>
          <Form.Group className="mb-2">
            <Form.Label htmlFor={timeId}>{t('dialogs.time')}</Form.Label>
            <Form.Select id={timeId} value={time} onChange={(event) => setTime(event.target.value)}>
              {QUARTER_HOURS.map((quarter) => (
                <option key={quarter} value={quarter}>
                  {/* 24-hour in both languages; Bengali digits in Bangla (the value sent stays Latin). */}
                  {language === 'bn' ? bengaliDigits(quarter) : quarter}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {message && (
            <div id={`${dateId}-message`} className="text-danger small" role="alert">
              {messageText(message)}
            </div>
          )}
        </Modal.Body>
        <ModalButtons
          isPending={isPending}
          onCancel={onHide}
          idle={t('dialogs.schedule')}
          busy={t('dialogs.scheduling')}
        />
      </Form>
    </Modal>
  );
}

interface UnreleaseDialogProps {
  show: boolean;
  /** 'Un-release Mid-term'. */
  title: string;
  isPending: boolean;
  onHide: () => void;
  onUnrelease: (reason: string) => void;
}

export function UnreleaseDialog({ show, title, isPending, onHide, onUnrelease }: UnreleaseDialogProps) {
  const t = useT(evaluationsNs);
  const messageText = useMessageText();
  const titleId = useId();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) return setMessage(EVALUATION_MESSAGES.reason);
    if (trimmed.length > RESULTS.unreleaseReason) return setMessage(EVALUATION_MESSAGES.reasonTooLong);
    setMessage(undefined);
    onUnrelease(trimmed);
  };

  return (
    <Modal
      show={show}
      onHide={isPending ? () => undefined : onHide}
      onExited={() => {
        setReason('');
        setMessage(undefined);
      }}
      aria-labelledby={titleId}
      centered
    >
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton={!isPending} closeLabel={t('dialogs.close')}>
          <Modal.Title as="h2" id={titleId} className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t('dialogs.unreleaseText')}</p>
          <Form.Group>
            <Form.Label htmlFor={reasonId}>{t('dialogs.reason')}</Form.Label>
            <Form.Control
              as="textarea"
              id={reasonId}
              rows={3}
              value={reason}
              maxLength={RESULTS.unreleaseReason}
              required
              aria-required
              aria-invalid={Boolean(message) || undefined}
              aria-describedby={message ? `${reasonId}-message` : undefined}
              onChange={(event) => setReason(event.target.value)}
            />
            {message && (
              <div id={`${reasonId}-message`} className="text-danger small mt-1" role="alert">
                {messageText(message)}
              </div>
            )}
          </Form.Group>
        </Modal.Body>
        <ModalButtons
          isPending={isPending}
          onCancel={onHide}
          idle={t('dialogs.unrelease')}
          busy={t('dialogs.unreleasing')}
          variant="danger"
        />
      </Form>
    </Modal>
  );
}

interface ConfirmReleaseDialogProps {
  show: boolean;
  /** 'Release Mid-term now'. */
  title: string;
  /** What participants will see. */
  children: ReactNode;
  isPending: boolean;
  onHide: () => void;
  onConfirm: () => void;
}

export function ConfirmReleaseDialog({
  show,
  title,
  children,
  isPending,
  onHide,
  onConfirm,
}: ConfirmReleaseDialogProps) {
  const t = useT(evaluationsNs);
  const titleId = useId();
  return (
    <Modal show={show} onHide={isPending ? () => undefined : onHide} aria-labelledby={titleId} centered>
      <Modal.Header closeButton={!isPending} closeLabel={t('dialogs.close')}>
        <Modal.Title as="h2" id={titleId} className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <ModalButtons
        isPending={isPending}
        onCancel={onHide}
        idle={t('dialogs.release')}
        busy={t('dialogs.releasing')}
        onAction={onConfirm}
      />
    </Modal>
  );
}
