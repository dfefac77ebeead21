// /confirm-email?token=… : the link mailed to a new e-mail address (docs/features.md, "Profile"). The change is
// made by a button, not by opening the page, so that a mail scanner that opens links changes nothing. Success
// says so and offers the sign-in; a bad, used, expired or replaced link, or an address taken meanwhile, shows
// 'The link You provided is Invalid!'.
import { EMAIL_CHANGE_CONFIRMED } from '@portal/contract';
import Button from 'react-bootstrap/Button';
import { Link, useSearchParams } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { failureText, LINK_TEXTS, useConfirmEmailChange } from '../api.ts';
import { LinkState } from './link-state.tsx';

export function ConfirmEmailScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  return (
    <section className="container py-4" style={{ maxWidth: '32rem' }} aria-labelledby="confirm-email-title">
      <h1 id="confirm-email-title" className="h3 mb-3">
        Confirm E-mail Address
      </h1>
      {token ? <ConfirmEmail token={token} /> : <LinkState isPending={false} message={LINK_TEXTS.invalid} />}
    </section>
  );
}

function ConfirmEmail({ token }: { token: string }) {
  const confirm = useConfirmEmailChange(token);
  if (confirm.isSuccess) {
    return (
      <div className="alert alert-success my-4" role="status">
        <p className="mb-2">{EMAIL_CHANGE_CONFIRMED}</p>
        <Link to={paths.home.path}>Go to the home page to sign in</Link>
      </div>
    );
  }
  if (confirm.isError) return <LinkState isPending={false} message={failureText(confirm.error)} />;
  return (
    <>
      <p>Your account's e-mail address changes to the address this link was sent to.</p>
      <Button variant="primary" className="w-100" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
        {confirm.isPending ? 'Confirming....' : 'Confirm E-mail Address'}
      </Button>
    </>
  );
}
