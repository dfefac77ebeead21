// /confirm-email?token=… : the link mailed to a new e-mail address (docs/features.md, "Profile"). The change is
// made by a button, not by opening the page, so that a mail scanner that opens links changes nothing. Success
// says so and offers the sign-in; a bad, used, expired or replaced link, or an address taken meanwhile, shows
// 'The link You provided is Invalid!'.
import { EMAIL_CHANGE_CONFIRMED } from '@portal/contract';
import Button from 'react-bootstrap/Button';
import { Link, useSearchParams } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useMessageText } from '#web/i18n/messages.ts';
import { registerNs } from '#web/i18n/namespaces/register.ts';
import { useT } from '#web/i18n/use-t.ts';
import { failureText, LINK_TEXTS, useConfirmEmailChange } from '../api.ts';
import { LinkState } from './link-state.tsx';

export function ConfirmEmailScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const t = useT(registerNs);
  return (
    <section className="container py-4" style={{ maxWidth: '32rem' }} aria-labelledby="confirm-email-title">
      <h1 id="confirm-email-title" className="h3 mb-3">
        {t('confirmEmail.heading')}
      </h1>
      {token ? <ConfirmEmail token={token} /> : <LinkState isPending={false} message={LINK_TEXTS.invalid} />}
    </section>
  );
}

function ConfirmEmail({ token }: { token: string }) {
  const confirm = useConfirmEmailChange(token);
  const t = useT(registerNs);
  const messageText = useMessageText();
  if (confirm.isSuccess) {
    return (
      <div className="alert alert-success my-4" role="status">
        <p className="mb-2">{messageText(EMAIL_CHANGE_CONFIRMED)}</p>
        <Link to={paths.home.path}>{t('confirmEmail.signIn')}</Link>
      </div>
    );
  }
  if (confirm.isError) return <LinkState isPending={false} message={failureText(confirm.error)} />;
  return (
    <>
      <p>{t('confirmEmail.intro')}</p>
      <Button variant="primary" className="w-100" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
        {confirm.isPending ? t('confirmEmail.submitting') : t('confirmEmail.submit')}
      </Button>
    </>
  );
}
