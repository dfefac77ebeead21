// The loading and failure states of the public pages, with the spec's texts shown on screen (docs/features.md, Public
// site).
import { FILLS_PAGE_CLASS } from '#web/components/ui/page-state.tsx';
import { useMessageText } from '#web/i18n/messages.ts';
import { commonNs } from '#web/i18n/namespaces/common.ts';
import { useT } from '#web/i18n/use-t.ts';

/**
 * A spinner with its text visible beside it ('Loading course details...'). `fillPage` for the loading state of
 * a page that will be taller than the screen (styles/app.css, `FILLS_PAGE_CLASS`).
 */
export function LoadingText({ text, fillPage = false }: { text: string; fillPage?: boolean }) {
  const spinner = (
    <div className="d-flex justify-content-center align-items-center gap-2 py-5" role="status">
      <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
  return fillPage ? <div className={FILLS_PAGE_CLASS}>{spinner}</div> : spinner;
}

/** A failure text with one button that tries again ('Retry', 'Try Again'). */
export function ErrorState({
  message,
  actionLabel,
  onAction,
}: {
  message: string;
  actionLabel?: string;
  onAction: () => void;
}) {
  const t = useT(commonNs);
  const messageText = useMessageText();
  return (
    <div className="text-center py-5" role="alert">
      <p className="mb-3">{messageText(message)}</p>
      <button type="button" className="btn btn-primary" onClick={onAction}>
        {actionLabel ?? t('retry')}
      </button>
    </div>
  );
}
