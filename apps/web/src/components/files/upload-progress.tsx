// The progress bar of an upload (docs/features.md, pieces every area shares), named for assistive technology.
// Bootstrap's markup directly: the accessible name sits on the element whose role is progressbar.

export function UploadProgress({ percent, label = 'Upload progress' }: { percent: number | null; label?: string }) {
  if (percent === null) return null;
  return (
    <div className="progress my-2" style={{ height: '1.25rem' }}>
      <div
        className={`progress-bar${percent < 100 ? ' progress-bar-striped progress-bar-animated' : ''}`}
        role="progressbar"
        aria-label={label}
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
