// The page of a notification mail's List-Unsubscribe address: what it stops, and a button. Opening the address
// changes nothing (a mail scanner that follows links unsubscribes nobody); only the button's POST does.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageError, PageSpinner } from '#web/components/ui/page-state.tsx';
import { useMessageText } from '#web/i18n/messages.ts';
import { notificationsNs } from '#web/i18n/namespaces/notifications.ts';
import { useT } from '#web/i18n/use-t.ts';
import { unsubscribeInfoOptions, useUnsubscribe } from '../api.ts';
import { kindOfLabel, useKindLabel } from './kind-label.ts';

export function UnsubscribeScreen() {
  const token = useParams().token ?? '';
  const info = useQuery(unsubscribeInfoOptions(token));
  const unsubscribe = useUnsubscribe(token);
  const t = useT(notificationsNs);
  const messageText = useMessageText();
  const kindLabel = useKindLabel();

  return (
    <div className="container py-5" style={{ maxWidth: '40rem' }}>
      <h1 className="h3 mb-4">{t('unsubscribe.title')}</h1>
      {info.isPending ? (
        <PageSpinner />
      ) : info.isError ? (
        <PageError message={messageText(info.error.message)} />
      ) : unsubscribe.isSuccess ? (
        <p role="status">{t('unsubscribe.done', { answer: messageText(unsubscribe.data.success) })}</p>
      ) : (
        <>
          <p>
            {t('unsubscribe.stop')} <strong>{kindLabel(kindOfLabel(info.data.label), info.data.label)}</strong>
            {t('unsubscribe.stillSeen')}
          </p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate()}
          >
            {t('unsubscribe.button')}
          </button>
        </>
      )}
    </div>
  );
}
