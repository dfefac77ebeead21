// /reset-password?token=… (docs/features.md, Registration and reset): the link is verified first ('The link You
// provided is Invalid!' when it is bad, used or expired), then the new password twice; both are required ('Please Fill
// out this field') and must match ('Your Password do not match'). Success shows 'Password Changed Successfully! Please
// Login Again.' and goes to '/'.
import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordBody } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { fieldBinder } from '#web/components/form/field-binder.ts';
import { PasswordField } from '#web/components/form/password-field.tsx';
import { passwordNs } from '#web/i18n/namespaces/password.ts';
import { useT } from '#web/i18n/use-t.ts';
import { failureText, LINK_TEXTS, resetLinkOptions, useResetPassword } from '../api.ts';
import { LinkState } from './link-state.tsx';

export function ResetPasswordScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const t = useT(passwordNs);
  return (
    <section className="container py-4" style={{ maxWidth: '32rem' }} aria-labelledby="reset-title">
      <h1 id="reset-title" className="h3 mb-3">
        {t('reset.title')}
      </h1>
      {token ? <ResetLink token={token} /> : <LinkState isPending={false} message={LINK_TEXTS.invalid} />}
    </section>
  );
}

function ResetLink({ token }: { token: string }) {
  const link = useQuery(resetLinkOptions(token));
  if (link.isPending) return <LinkState isPending />;
  if (link.isError) return <LinkState isPending={false} message={failureText(link.error)} />;
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const form = useForm<ResetPasswordBody>({
    resolver: zodResolver(ResetPasswordBody),
    defaultValues: { password: '', confirm_password: '' },
  });
  const bind = fieldBinder(form, 'reset');
  const reset = useResetPassword(token);
  const t = useT(passwordNs);
  return (
    <Form noValidate onSubmit={form.handleSubmit((body) => reset.mutate(body))} aria-label={t('reset.title')}>
      <PasswordField label={t('reset.newPassword')} {...bind('password')} />
      <PasswordField label={t('reset.confirmPassword')} {...bind('confirm_password')} />
      <Button type="submit" variant="primary" className="w-100" disabled={reset.isPending}>
        {reset.isPending ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </Form>
  );
}
