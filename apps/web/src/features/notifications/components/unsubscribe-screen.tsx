// The page of a notification mail's List-Unsubscribe address: what it stops, and a button. Opening the address
// changes nothing (a mail scanner that follows links unsubscribes nobody); only the button's POST does.
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageError, PageSpinner } from '#web/components/ui/page-state.tsx';
import { unsubscribeInfoOptions, useUnsubscribe } from '../api.ts';

export function UnsubscribeScreen() {
  const token = useParams().token ?? '';
  const info = useQuery(unsubscribeInfoOptions(token));
  const unsubscribe = useUnsubscribe(token);

  return (
    <div className="container py-5" style={{ maxWidth: '40rem' }}>
      <h1 className="h3 mb-4">Unsubscribe</h1>
      {info.isPending ? (
        <PageSpinner />
      ) : info.isError ? (
        <PageError message={info.error.message} />
      ) : unsubscribe.isSuccess ? (
        <p role="status">{unsubscribe.data.success}. You can turn them on again on your Notifications page.</p>
      ) : (
        <>
          <p>
            Stop the mails of: <strong>{info.data.label}</strong>. You still see these notifications in the portal.
          </p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate()}
          >
            Unsubscribe
          </button>
        </>
      )}
    </div>
  );
}
