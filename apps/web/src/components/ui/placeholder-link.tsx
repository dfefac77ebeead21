// A menu entry whose target is not there yet (a placeholder, '#'): FAQ, the mobile menu's Other Services and the
// footer's social links. It stays on the page when used, and says so: 'coming soon' beside its text (in its
// name, for assistive technology too), or in the name and tooltip of an icon link, and aria-disabled.
import type { MouseEvent, ReactNode } from 'react';
import { commonNs } from '#web/i18n/namespaces/common.ts';
import { useT } from '#web/i18n/use-t.ts';

/** The placeholder target. */
export const PLACEHOLDER_HREF = '#';

/** What a placeholder says of itself (in English; `common.comingSoon` in the page's language). */
export const PLACEHOLDER_NOTE = 'coming soon';

interface PlaceholderLinkProps {
  children: ReactNode;
  className?: string;
  /** The name of an icon link (the note is added to it, since nothing shows beside the icon). */
  'aria-label'?: string;
}

function stay(event: MouseEvent<HTMLAnchorElement>): void {
  event.preventDefault();
}

export function PlaceholderLink({ children, className, 'aria-label': ariaLabel }: PlaceholderLinkProps) {
  const note = useT(commonNs)('comingSoon');
  return (
    <a
      href={PLACEHOLDER_HREF}
      className={className ? `${className} placeholder-link` : 'placeholder-link'}
      aria-disabled="true"
      aria-label={ariaLabel ? `${ariaLabel} (${note})` : undefined}
      title={ariaLabel ? `${ariaLabel}: ${note}` : undefined}
      onClick={stay}
    >
      {children}
      {!ariaLabel && (
        <>
          {' '}
          <span className="placeholder-note">{note}</span>
        </>
      )}
    </a>
  );
}
