// /forgot-password (docs/features.md, Registration and reset): the e-mail form; on success 'Mail sent successfully!
// Please Check your email.' (the same answer whether or not the e-mail has an account), and a way back to sign in at
// '/'.
import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordBody } from '@portal/contract';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { fieldBinder } from '#web/components/form/field-binder.ts';
import { TextField } from '#web/components/form/text-field.tsx';
import { paths } from '#web/config/paths.ts';
import { useMessageText } from '#web/i18n/messages.ts';
import { passwordNs } from '#web/i18n/namespaces/password.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { useForgotPassword } from '../api.ts';

export function ForgotPasswordScreen() {
  const form = useForm<ForgotPasswordBody>({ resolver: zodResolver(ForgotPasswordBody), defaultValues: { email: '' } });
  const bind = fieldBinder(form, 'forgot');
  const forgot = useForgotPassword();
  const t = useT(passwordNs);
  const messageText = useMessageText();
  const language = useLanguage();
  // The mail goes in the page's language unless the account has saved a choice (docs/i18n.md, Mails).
  const onSubmit = form.handleSubmit((body) =>
    forgot.mutate({ ...body, language }, { onSuccess: () => form.reset({ email: '' }) }),
  );

  return (
    <section className="container py-4" style={{ maxWidth: '32rem' }} aria-labelledby="forgot-title">
      <h1 id="forgot-title" className="h3 mb-3">
        {t('forgot.title')}
      </h1>
      <p className="text-body-secondary">{t('forgot.intro')}</p>
      {forgot.isSuccess && (
        <Alert variant="success" role="status">
          {messageText(forgot.data.success)}
        </Alert>
      )}
      <Form noValidate onSubmit={onSubmit} aria-label={t('forgot.title')}>
        <TextField label={t('forgot.email')} type="email" inputMode="email" autoComplete="email" {...bind('email')} />
        <Button type="submit" variant="primary" className="w-100 mb-3" disabled={forgot.isPending}>
          {forgot.isPending ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
      </Form>
      <p>
        {t('forgot.remembered')} <Link to={paths.home.path}>{t('forgot.backToSignIn')}</Link>
      </p>
    </section>
  );
}
