// The search box of a list, bound to a URL parameter (`?search=…`): the list follows what is typed after a
// short pause (or at once on Enter), goes back to page 1, and the search survives a reload or Back.
import { useEffect, useId, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';
import { setParam, useUrlFilter } from './url-filter.ts';

/** How long typing must pause before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 400;

interface SearchBoxProps {
  label: string;
  placeholder?: string;
  /** The URL parameter (default `search`). */
  param?: string;
  maxLength?: number;
  /** Show the label (otherwise it is for assistive technology only). */
  showLabel?: boolean;
  className?: string;
}

/** The URL parameter's text, '' when absent. */
export function useSearchParam(param = 'search'): string {
  const [params] = useSearchParams();
  return params.get(param) ?? '';
}

export function SearchBox({
  label,
  placeholder,
  param = 'search',
  maxLength,
  showLabel = false,
  className = 'mb-3',
}: SearchBoxProps) {
  const id = useId();
  const { params, change } = useUrlFilter({ replace: true });
  const applied = params.get(param) ?? '';
  const [text, setText] = useState(applied);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Back or a link changed the URL: show its search. A change this box made itself keeps what is typed
  // (spaces included, and whatever was typed since), since the URL holds the trimmed text.
  const [seen, setSeen] = useState(applied);
  const [written, setWritten] = useState<string | null>(null);
  if (seen !== applied) {
    setSeen(applied);
    if (applied !== written) setText(applied);
  }

  // A delayed search must write onto the URL as it is when it fires, not as it was when typing began
  // (react-router's functional update starts from the parameters of the render that made `change`): another
  // filter changed meanwhile would otherwise be undone. The timer reads the latest through this ref.
  const latest = useRef({ change, applied });
  latest.current = { change, applied };

  const apply = (value: string) => {
    clearTimeout(timer.current);
    const trimmed = value.trim();
    if (trimmed === latest.current.applied) return;
    setWritten(trimmed);
    latest.current.change((next) => setParam(next, param, trimmed));
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        apply(text);
      }}
    >
      <Form.Label htmlFor={id} className={showLabel ? undefined : 'visually-hidden'}>
        {label}
      </Form.Label>
      <Form.Control
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => apply(value), SEARCH_DEBOUNCE_MS);
        }}
      />
    </Form>
  );
}
