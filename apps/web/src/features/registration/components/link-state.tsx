import { useMessageText } from '#web/i18n/messages.ts';
import { passwordNs } from '#web/i18n/namespaces/password.ts';
import { useT } from '#web/i18n/use-t.ts';

/** The pending / failed states of a link check: 'Loading....' or the page's text for the failure. */
export function LinkState({ isPending, message }: { isPending: boolean; message?: string | undefined }) {
  const t = useT(passwordNs);
  const messageText = useMessageText();
  if (isPending) {
    return (
      <div className="d-flex justify-content-center align-items-center gap-2 py-5" role="status">
        <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
        <span>{t('loading')}</span>
      </div>
    );
  }
  return (
    <div className="alert alert-danger text-center my-4" role="alert">
      {message && messageText(message)}
    </div>
  );
}
