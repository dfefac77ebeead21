// The console's switch of maintenance mode (docs/features.md, Admin console): while it is on, every page shows the
// message in a banner and only admins can change anything. Turning it on or off asks first.
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminMaintenance, MAINTENANCE_TEXTS, MaintenanceBody } from '@portal/contract';
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
import { listFailureText } from '#web/lib/api.ts';
import { exactDateTimeText } from '#web/lib/relative-time.ts';
import { maintenanceOptions, useSwitchMaintenance } from '../api.ts';

export function MaintenanceScreen() {
  const state = useQuery(maintenanceOptions);
  if (state.isPending) return <PageSpinner />;
  if (state.isError) return <PageError message={listFailureText(state.error)} onRetry={() => void state.refetch()} />;
  return state.data.on ? <TurnOff state={state.data} /> : <TurnOn state={state.data} />;
}

function StateLine({ state }: { state: AdminMaintenance }) {
  const who = state.by ? ` by ${state.by}` : '';
  const when = state.since ? ` ${state.on ? 'since' : 'on'} ${exactDateTimeText(state.since)}` : '';
  return (
    <p>
      Maintenance mode is <strong>{state.on ? 'on' : 'off'}</strong>
      {state.since ? (state.on ? `${when}${who}.` : ` (last turned off${when}${who}).`) : '.'}
    </p>
  );
}

function TurnOn({ state }: { state: AdminMaintenance }) {
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
      <p>
        While it is on, every page shows your message in a banner; participants and coordinators can read everything but
        cannot save, send or upload anything (they are shown the message). Admins keep full access. Sign-in keeps
        working.
      </p>
      <Form noValidate onSubmit={form.handleSubmit((body) => setAsking(body))} className="maintenance-form">
        <TextareaField
          label="Message for the banner"
          rows={3}
          required={false}
          hint={`Left blank: “${MAINTENANCE_TEXTS.defaultMessage}”`}
          {...bind('message')}
        />
        <Button type="submit" variant="warning">
          Turn maintenance mode on
        </Button>
      </Form>
      <ConfirmSwitch body={asking} onHide={() => setAsking(null)} />
    </>
  );
}

function TurnOff({ state }: { state: AdminMaintenance }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <StateLine state={state} />
      <p>The banner says:</p>
      <blockquote className="border-start border-3 ps-3 text-break">
        {state.message.trim() || MAINTENANCE_TEXTS.defaultMessage}
      </blockquote>
      <Button variant="primary" onClick={() => setAsking(true)}>
        Turn maintenance mode off
      </Button>
      <ConfirmSwitch body={asking ? { on: false, message: '' } : null} onHide={() => setAsking(false)} />
    </>
  );
}

/** The question before the switch: what turning it on or off does, then the switch itself. */
function ConfirmSwitch({ body, onHide }: { body: MaintenanceBody | null; onHide: () => void }) {
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
      <Modal.Header closeButton={!change.isPending} closeLabel="Close">
        <Modal.Title as="h2" id={titleId} className="h5">
          {on ? 'Turn maintenance mode on?' : 'Turn maintenance mode off?'}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {on ? (
          <p>
            Every server stops taking changes from participants and coordinators at once, and every page shows the
            banner. The load balancer's readiness check (<code>/api/ready</code>) answers 503 until you turn it off.
          </p>
        ) : (
          <p>Everyone can save again, and the banner goes.</p>
        )}
      </Modal.Body>
      <ModalButtons
        isPending={change.isPending}
        onCancel={onHide}
        idle={on ? 'Turn on' : 'Turn off'}
        busy={on ? 'Turning on...' : 'Turning off...'}
        onAction={() => void send()}
        variant={on ? 'danger' : 'primary'}
      />
    </Modal>
  );
}
