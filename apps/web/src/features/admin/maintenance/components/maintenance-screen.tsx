// The console's switch of maintenance mode (docs/features.md, Admin console): while it is on, every page shows the
// message in a banner and only admins can change anything. Turning it on or off asks first.
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminMaintenance, formatDateTime, MAINTENANCE_TEXTS, MaintenanceBody } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { fieldBinder } from '#web/components/form/field-binder.ts';
import { TextareaField } from '#web/components/form/textarea-field.tsx';
import { ModalButtons } from '#web/components/ui/modal-buttons.tsx';
import { PageError, PageSpinner } from '#web/components/ui/page-state.tsx';
import { useMessageText } from '#web/i18n/messages.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { listFailureText } from '#web/lib/api.ts';
import { exactDateTimeText } from '#web/lib/relative-time.ts';
import { maintenanceOptions, useSwitchMaintenance } from '../api.ts';

export function MaintenanceScreen() {
  const state = useQuery(maintenanceOptions);
  if (state.isPending) return <PageSpinner />;
  if (state.isError) return <PageError message={listFailureText(state.error)} onRetry={() => void state.refetch()} />;
  return state.data.on ? <TurnOff state={state.data} /> : <TurnOn state={state.data} />;
}

/** The moment of the last switch: in English as it always was (the browser's own format), in Bangla by format.ts. */
function useSwitchTime(): (iso: string) => string {
  const language = useLanguage();
  if (language === 'en') return exactDateTimeText;
  return (iso) => {
    const time = Date.parse(iso);
    return Number.isNaN(time) ? iso : formatDateTime(language, new Date(time));
  };
}

function StateLine({ state }: { state: AdminMaintenance }) {
  const t = useT(adminNs);
  const timeText = useSwitchTime();
  const since = state.since;
  const tail = () => {
    if (!since) return t('maintenance.end');
    const when = timeText(since);
    if (state.on)
      return state.by ? t('maintenance.onSinceBy', { when, who: state.by }) : t('maintenance.onSince', { when });
    return state.by ? t('maintenance.offSinceBy', { when, who: state.by }) : t('maintenance.offSince', { when });
  };
  return (
    <p>
      {t('maintenance.modeIs')}
      <strong>{state.on ? t('maintenance.on') : t('maintenance.off')}</strong>
      {tail()}
    </p>
  );
}

function TurnOn({ state }: { state: AdminMaintenance }) {
  const t = useT(adminNs);
  const msg = useMessageText();
  const idPrefix = `maintenance${useId()}`;
  const form = useForm({
    resolver: zodResolver(MaintenanceBody),
    defaultValues: { on: true, message: state.message },
  });
  const bind = fieldBinder(form, idPrefix);
  const [asking, setAsking] = useState<MaintenanceBody | null>(null);
  return (
    <>
      <StateLine state={state} />
      <p>{t('maintenance.whileOn')}</p>
      <Form noValidate onSubmit={form.handleSubmit((body) => setAsking(body))} className="maintenance-form">
        <TextareaField
          label={t('maintenance.bannerMessage')}
          rows={3}
          required={false}
          hint={t('maintenance.leftBlank', { message: msg(MAINTENANCE_TEXTS.defaultMessage) })}
          {...bind('message')}
        />
        <Button type="submit" variant="warning">
          {t('maintenance.turnOnButton')}
        </Button>
      </Form>
      <ConfirmSwitch body={asking} onHide={() => setAsking(null)} />
    </>
  );
}

function TurnOff({ state }: { state: AdminMaintenance }) {
  const t = useT(adminNs);
  const msg = useMessageText();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <StateLine state={state} />
      <p>{t('maintenance.bannerSays')}</p>
      {/* The admin's own message is shown as written; the default one in the page's language. */}
      <blockquote className="border-start border-3 ps-3 text-break">
        {state.message.trim() || msg(MAINTENANCE_TEXTS.defaultMessage)}
      </blockquote>
      <Button variant="primary" onClick={() => setAsking(true)}>
        {t('maintenance.turnOffButton')}
      </Button>
      <ConfirmSwitch body={asking ? { on: false, message: '' } : null} onHide={() => setAsking(false)} />
    </>
  );
}

/** The question before the switch: what turning it on or off does, then the switch itself. */
function ConfirmSwitch({ body, onHide }: { body: MaintenanceBody | null; onHide: () => void }) {
  const t = useT(adminNs);
  const titleId = useId();
  const change = useSwitchMaintenance();
  const [shown, setShown] = useState<MaintenanceBody | null>(body);
  if (body && body !== shown) setShown(body);
  const on = shown?.on ?? false;
  const send = async () => {
    if (!shown) return;
    try {
      await change.mutateAsync(shown);
      onHide();
    } catch {
      // The write helper has told why; the dialog stays for another try.
    }
  };
  return (
    <Modal show={body !== null} onHide={change.isPending ? () => undefined : onHide} aria-labelledby={titleId} centered>
      <Modal.Header closeButton={!change.isPending} closeLabel={t('maintenance.close')}>
        <Modal.Title as="h2" id={titleId} className="h5">
          {on ? t('maintenance.askOn') : t('maintenance.askOff')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {on ? (
          <p>
            {t('maintenance.onEffectBefore')}
            <code>/api/ready</code>
            {t('maintenance.onEffectAfter')}
          </p>
        ) : (
          <p>{t('maintenance.offEffect')}</p>
        )}
      </Modal.Body>
      <ModalButtons
        isPending={change.isPending}
        onCancel={onHide}
        idle={on ? t('maintenance.turnOn') : t('maintenance.turnOff')}
        busy={on ? t('maintenance.turningOn') : t('maintenance.turningOff')}
        onAction={() => void send()}
        variant={on ? 'danger' : 'primary'}
      />
    </Modal>
  );
}
