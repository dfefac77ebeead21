// The progress bar of an upload (docs/features.md, pieces every area shares), named for assistive technology.
// Bootstrap's markup directly: the accessible name sits on the element whose role is progressbar.

import { frameNs } from '#web/i18n/namespaces/frame.ts';
import { useT } from '#web/i18n/use-t.ts';

export function UploadProgress({ percent, label }: { percent: number | null; label?: string }) {
  const t = useT(frameNs);
  if (percent === null) return null;
  return (
    <div className="progress my-2" style={{ height: '1.25rem' }}>
      <div
        className={`progress-bar${percent < 100 ? ' progress-bar-striped progress-bar-animated' : ''}`}
        role="progressbar"
        aria-label={label ?? t('form.uploadProgress')}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        style={{ width: `${percent}%` }}
      >
        {percent}%
      </div>
    </div>
  );
}
