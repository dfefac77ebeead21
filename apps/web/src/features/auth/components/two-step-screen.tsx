// The admin's second sign-in step (docs/decisions/013-admin-two-step-sign-in.md), shown by the admin area's
// RoleGate instead of the console while the session has not passed it: the enrolment (a QR code of the
// `otpauth://` address and the same key as text) or the code prompt. A lazy chunk: nobody else loads it, and the
// QR code library is loaded by the enrolment only.

import { zodResolver } from '@hookform/resolvers/zod';
import { TWO_STEP, TwoStepCodeBody, type TwoStepState } from '@portal/contract';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { fieldBinder } from '#web/components/form/field-binder.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { PageError, PageSpinner } from '#web/components/ui/page-state.tsx';
import { usePageTitle } from '#web/lib/title.ts';
import { useLogout } from '../api.ts';
import { useTwoStepEnrolment, useTwoStepVerify } from '../two-step.ts';

export const TWO_STEP_SCREEN_TEXTS = {
  title: 'Two-step sign-in',
  enrol:
    'The admin console asks for a code of an authenticator app after the password. Scan this QR code with the app ' +
    '(or type the key into it), then enter the 6-digit code it shows.',
  verify: 'Enter the 6-digit code of your authenticator app.',
  preparing: 'Preparing your authenticator key....',
  enrolFailed: 'The authenticator key could not be prepared.',
  noQr: 'The QR code could not be drawn: type the key into the app instead.',
  lost: 'Lost the device with the app? Ask whoever runs the portal to reset your two-step sign-in.',
} as const;

/** The key in groups of four, as apps show keys to type. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

export function TwoStepScreen({ state }: { state: Exclude<TwoStepState, 'verified' | 'off'> }) {
  const logout = useLogout('admin');
  // In place of a console page, under a title of the console's kind (the page, then the product).
  usePageTitle(TWO_STEP_SCREEN_TEXTS.title);
  return (
    <main id="main" className="container py-5" style={{ maxWidth: '34rem' }}>
      <h1 className="h3 mb-3">{TWO_STEP_SCREEN_TEXTS.title}</h1>
      {state === 'enrol' ? <Enrolment /> : <CodeForm intro={TWO_STEP_SCREEN_TEXTS.verify} />}
      <p className="text-body-secondary small mt-4">{TWO_STEP_SCREEN_TEXTS.lost}</p>
      <Button variant="outline-secondary" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
        Logout
      </Button>
    </main>
  );
}

function Enrolment() {
  const enrolment = useTwoStepEnrolment();
  if (enrolment.isPending) return <PageSpinner label={TWO_STEP_SCREEN_TEXTS.preparing} />;
  if (enrolment.isError) {
    return (
      <PageError
        message={`${TWO_STEP_SCREEN_TEXTS.enrolFailed} ${enrolment.error.message}`}
        onRetry={() => void enrolment.refetch()}
      />
    );
  }
  const { otpauth_uri: uri, secret } = enrolment.data;
  return (
    <>
      <p>{TWO_STEP_SCREEN_TEXTS.enrol}</p>
      <QrCode uri={uri} />
      <p className="mb-1">Key for typing into the app:</p>
      <p data-testid="two-step-secret">
        <code className="fs-5">{grouped(secret)}</code>
      </p>
      <CodeForm />
    </>
  );
}

/** The QR code of the `otpauth://` address, drawn as SVG by the `qrcode` package (loaded here only). */
function QrCode({ uri }: { uri: string }) {
  const [svg, setSvg] = useState<string | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qrcode) => qrcode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }))
      .then((text) => live && setSvg(text))
      .catch(() => live && setSvg('failed'));
    return () => {
      live = false;
    };
  }, [uri]);
  if (svg === 'failed') return <Alert variant="warning">{TWO_STEP_SCREEN_TEXTS.noQr}</Alert>;
  if (svg === null) return <PageSpinner label="Drawing the QR code...." />;
  return (
    <img
      className="d-block mb-3 border"
      width={200}
      height={200}
      alt={`QR code for the authenticator app (${TWO_STEP.issuer})`}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
    />
  );
}

function CodeForm({ intro }: { intro?: string }) {
  const form = useForm({ resolver: zodResolver(TwoStepCodeBody), defaultValues: { code: '' } });
  const bind = fieldBinder(form, 'two-step');
  const verify = useTwoStepVerify();
  return (
    <Form
      noValidate
      aria-label="Authenticator code"
      onSubmit={form.handleSubmit((body) => verify.mutate(body, { onError: () => form.setValue('code', '') }))}
    >
      {intro && <p>{intro}</p>}
      {verify.error && (
        <Alert variant="danger" className="py-2">
          {verify.error.message}
        </Alert>
      )}
      <TextField label="Code" autoComplete="one-time-code" inputMode="numeric" placeholder="123456" {...bind('code')} />
      <Button type="submit" variant="primary" disabled={verify.isPending}>
        {verify.isPending ? 'Verifying....' : 'Verify'}
      </Button>
    </Form>
  );
}
