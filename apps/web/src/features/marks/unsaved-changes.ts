// Unsaved marks are not lost without a word: while a page holds changes, closing or reloading the tab asks the
// browser's own question, and following a link (another page of the list, the sidebar) or changing the course or the
// component asks to confirm first. The router is not a data router (no useBlocker), so links are caught on the
// document, before the router's own click handler.
import { useCallback, useEffect } from 'react';
import marksEn from '#web/i18n/catalogues/marks.en.ts';

/** The question in English (marks.en.ts); the screen passes it in the page's language. */
export const LEAVE_TEXT = marksEn.leave;

/**
 * Watches while `dirty`; answers `confirmLeave()`, true when there is nothing to lose or the user agrees. `question`
 * is what the browser's confirmation asks (the page's language).
 */
export function useUnsavedChangesGuard(dirty: boolean, question: string = LEAVE_TEXT): () => boolean {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || link.getAttribute('target') === '_blank') return;
      if (!window.confirm(question)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, question]);
  return useCallback(() => !dirty || window.confirm(question), [dirty, question]);
}
