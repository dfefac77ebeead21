// /register?token=… (docs/features.md, Registration and reset): the link is verified first; a bad, used or expired link
// shows 'The link You provided is Invalid!'; then the form of the invitation's register type.
import { REGISTER_TYPE } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { registerNs } from '#web/i18n/namespaces/register.ts';
import { useT } from '#web/i18n/use-t.ts';
import { failureText, invitationOptions, LINK_TEXTS } from '../api.ts';
import { ExistingParticipantRegistrationForm } from './existing-participant-form.tsx';
import { LinkState } from './link-state.tsx';
import { NewParticipantRegistrationForm } from './new-participant-form.tsx';

export function RegisterScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const t = useT(registerNs);
  return (
    <section className="container py-4" aria-labelledby="register-title">
      <h1 id="register-title" className="h3 mb-3">
        {t('heading')}
      </h1>
      {token ? <Invitation token={token} /> : <LinkState isPending={false} message={LINK_TEXTS.invalid} />}
    </section>
  );
}

function Invitation({ token }: { token: string }) {
  const invitation = useQuery(invitationOptions(token));
  const t = useT(registerNs);
  if (invitation.isPending) return <LinkState isPending />;
  if (invitation.isError) return <LinkState isPending={false} message={failureText(invitation.error)} />;
  const { course_name: course, participant_name: name, email, register_type: type } = invitation.data;
  return (
    <>
      <p className="lead">
        {t('welcome', { name })}
        <strong>{course}</strong>
        {t('welcomeEnd')}
      </p>
      {type === REGISTER_TYPE.existingParticipant ? (
        <ExistingParticipantRegistrationForm token={token} email={email} />
      ) : (
        <NewParticipantRegistrationForm token={token} email={email} />
      )}
    </>
  );
}
