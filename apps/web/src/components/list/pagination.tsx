// Paging of every list: 10 rows a page, the page number in the URL (`?page=N`) so that a page can be linked, reloaded
// and left with Back; the serial number column counts across pages.
import { formatNumber, PAGE_SIZE } from '@portal/contract';
import { Link, useLocation, useSearchParams } from 'react-router';
import { frameNs } from '#web/i18n/namespaces/frame.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';

/** The current page of the URL's `page` parameter: 1 when missing or not a whole number from 1 up. */
export function usePageParam(): number {
  const [params] = useSearchParams();
  return pageOf(params.get('page'));
}

export function pageOf(text: string | null): number {
  if (!text || !/^\d{1,6}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}

/** The SN of a row: (page-1)*10+index+1. */
export function serialNumber(page: number, index: number, pageSize: number = PAGE_SIZE): number {
  return (page - 1) * pageSize + index + 1;
}

export function pageCount(total: number, pageSize: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The URL's search with another page (page 1 is written as no parameter at all), other parameters kept. */
export function searchWithPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The pages to offer: the first, the last, and two on each side of the current one; `null` is a gap. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= last; page += 1) {
    if (page === 1 || page === last || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

interface PaginationProps {
  /** All rows of the list (its `total_data`). */
  total: number;
  pageSize?: number;
  /** Names the navigation landmark, when a page has more than one list. */
  label?: string;
}

/** Links to the other pages of a list; nothing when everything fits on one page. */
export function Pagination({ total, pageSize = PAGE_SIZE, label }: PaginationProps) {
  const t = useT(frameNs);
  const language = useLanguage();
  const location = useLocation();
  const current = usePageParam();
  const last = pageCount(total, pageSize);
  if (last <= 1) return null;

  const to = (page: number) => ({ pathname: location.pathname, search: searchWithPage(location.search, page) });
  const step = (page: number, text: string, isDisabled: boolean) => (
    <li className={`page-item${isDisabled ? ' disabled' : ''}`}>
      {isDisabled ? (
        <span className="page-link">{text}</span>
      ) : (
        <Link className="page-link" to={to(page)}>
          {text}
        </Link>
      )}
    </li>
  );

  return (
    <nav aria-label={label ?? t('list.pagination')} className="mt-3">
      <ul className="pagination flex-wrap justify-content-center mb-0">
        {step(current - 1, t('list.previous'), current <= 1)}
        {pageWindow(current, last).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own but its place.
            <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={page} className={`page-item${page === current ? ' active' : ''}`}>
              <Link
                className="page-link"
                to={to(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('list.page', { page })}
              >
                {/* The digits of its name (Bengali ones in Bangla), so that the name holds the text shown. */}
                {formatNumber(language, page, { useGrouping: false })}
              </Link>
            </li>
          ),
        )}
        {step(current + 1, t('list.next'), current >= last)}
      </ul>
    </nav>
  );
}
