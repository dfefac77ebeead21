// A menu entry whose target the spec leaves as a placeholder ('#'): FAQ, the mobile menu's Certification
// Program, Contact Us and Other Services, and the footer's social links. It stays on the page when used.
import type { MouseEvent, ReactNode } from 'react';

/** The spec's placeholder target. */
export const PLACEHOLDER_HREF = '#';

interface PlaceholderLinkProps {
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
}

function stay(event: MouseEvent<HTMLAnchorElement>): void {
  event.preventDefault();
}

export function PlaceholderLink({ children, className, 'aria-label': ariaLabel }: PlaceholderLinkProps) {
  return (
    <a href={PLACEHOLDER_HREF} className={className} aria-label={ariaLabel} onClick={stay}>
      {children}
    </a>
  );
}
