// A small disclosure menu (a button that shows a list of links), for the public bar's About Us entry.
// Lighter than react-bootstrap's Dropdown (no Popper on the home page). Keyboard: Enter or Space opens,
// Tab moves through the links, Escape closes and returns focus to the button; following a link, clicking
// elsewhere or moving focus out of the menu closes it.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

interface DisclosureMenuProps {
  label: string;
  /** The menu's entries: `<li>` elements holding links with class `dropdown-item`. */
  children: ReactNode;
  className?: string;
  toggleClassName?: string;
}

export function DisclosureMenu({ label, children, className, toggleClassName = 'nav-link' }: DisclosureMenuProps) {
  const [isOpen, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    if (!isOpen || !root) return;
    const close = () => setOpen(false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggleRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) close();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget && !root.contains(event.relatedTarget as Node)) close();
    };
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a')) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('focusout', onFocusOut);
    root.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('focusout', onFocusOut);
      root.removeEventListener('click', onClick);
    };
  }, [isOpen]);

  return (
    <div ref={rootRef} className={`dropdown ${className ?? ''}`}>
      <button
        ref={toggleRef}
        type="button"
        className={`dropdown-toggle ${toggleClassName}`}
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setOpen((open) => !open)}
      >
        {label}
      </button>
      <ul id={menuId} className={`dropdown-menu${isOpen ? ' show' : ''}`}>
        {children}
      </ul>
    </div>
  );
}
