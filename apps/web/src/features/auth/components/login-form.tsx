// The Sign In form of the login drawer (docs/features.md, Sign-in and sessions).

import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBody } from '@portal/contract';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { fieldBinder } from '#web/components/form/field-binder.ts';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { TextField } from '#web/components/form/text-field.tsx';
import { paths } from '#web/config/paths.ts';
import { useMessageText } from '#web/i18n/messages.ts';
import { authNs } from '#web/i18n/namespaces/auth.ts';
import { useT } from '#web/i18n/use-t.ts';
import { SignInError, useSignIn } from '../sign-in.ts';

interface LoginFormProps {
  /** After a successful sign-in, before the redirect (closes the drawer). */
  onSignedIn?: () => void;
  /** When the user follows the Forgot Password link (closes the drawer). */
  onLeave?: () => void;
}

export function LoginForm({ onSignedIn, onLeave }: LoginFormProps) {
  const form = useForm({ resolver: zodResolver(LoginBody), defaultValues: { email: '', password: '' } });
  const bind = fieldBinder(form, 'login');
  const signIn = useSignIn(onSignedIn);
  const t = useT(authNs);
  const messageText = useMessageText();
  const failure = signIn.error instanceof SignInError && signIn.error.kind !== 'unexpected' ? signIn.error : null;

  return (
    <Form noValidate onSubmit={form.handleSubmit((body) => signIn.mutate(body))} aria-label={t('form.label')}>
      {failure && (
        <Alert variant="danger" className="py-2">
          {messageText(failure.message)}
        </Alert>
      )}
      <TextField label={t('form.email')} type="email" autoComplete="username" inputMode="email" {...bind('email')} />
      <PasswordField
        label={t('form.password')}
        autoComplete="current-password"
        className="mb-2"
        {...bind('password')}
      />
      <p className="mb-3">
        <Link to={paths.forgotPassword.path} onClick={onLeave}>
          {t('form.forgot')}
        </Link>
      </p>
      <Button type="submit" variant="primary" className="w-100" disabled={signIn.isPending}>
        {signIn.isPending ? t('form.submitting') : t('form.submit')}
      </Button>
    </Form>
  );
}
