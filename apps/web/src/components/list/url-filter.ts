// Lists keep their filters in the URL (`?status=&courseId=&search=&page=`), so that a filtered list can be linked,
// reloaded and left with Back. This is the one way to read and change them: a change edits the current
// parameters and goes back to page 1, without scrolling to the top.
import { useSearchParams } from 'react-router';

export type UrlEdit = (next: URLSearchParams) => void;

/** The URL's parameters and `change(edit)`: applies `edit` to them and drops `page`. */
export function useUrlFilter(options: { replace?: boolean } = {}) {
  const [params, setParams] = useSearchParams();
  const change = (edit: UrlEdit) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        edit(next);
        next.delete('page');
        return next;
      },
      { preventScrollReset: true, ...(options.replace ? { replace: true } : {}) },
    );
  return { params, change };
}

/** Sets a parameter, or removes it for null, undefined or ''. */
export function setParam(next: URLSearchParams, key: string, value: string | number | null | undefined): void {
  if (value === null || value === undefined || value === '') next.delete(key);
  else next.set(key, String(value));
}

const MAX_ID = 2_147_483_647;

/** A whole number of the URL from `min` (default 1) up to the largest id; null when missing or anything else. */
export function urlId(text: string | null, min = 1): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= min && id <= MAX_ID ? id : null;
}
