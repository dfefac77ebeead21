// 'Download all (ZIP)' of the submit details screen: one ZIP of every participant's latest submission, each
// named by roll and name, with manifest.csv (`POST …/submissions/download` answers a 10-minute link, opened as
// every download is). The ZIP is put together while the link is asked for and while it streams: the button
// reads 'Preparing ZIP…' and is disabled until the link is there, so a second click cannot ask twice.
import { coordinatorAssignments } from '@portal/contract';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { assignmentsNs } from '#web/i18n/namespaces/assignments.ts';
import { useT } from '#web/i18n/use-t.ts';
import { download } from '#web/lib/api.ts';

export function DownloadAllButton({ assignmentId, title }: { assignmentId: number; title: string }) {
  const [isPreparing, setPreparing] = useState(false);
  const t = useT(assignmentsNs);
  const onClick = async () => {
    setPreparing(true);
    try {
      await download(coordinatorAssignments.downloadAll, { params: { id: assignmentId }, body: {} });
    } catch {
      // The helper has shown the download table's text.
    } finally {
      setPreparing(false);
    }
  };
  return (
    <Button
      variant="outline-primary"
      size="sm"
      onClick={onClick}
      disabled={isPreparing}
      aria-busy={isPreparing || undefined}
      title={t('details.downloadAllTitle', { title, manifest: 'manifest.csv' })}
    >
      {isPreparing && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {isPreparing ? t('details.preparing') : t('details.downloadAll')}
    </Button>
  );
}
