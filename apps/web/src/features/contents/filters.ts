// The contents screens keep their filters in the URL, so that a list can be linked, reloaded and left with Back
// (docs/features.md, Contents): `/coordinator/contents?status=&courseId=&filter=&page=` and
// `/coordinator/contents/view_details?content_id=&viewed=no&page=`.
import { CONTENT_FILTER, LIST_STATUS } from '@portal/contract';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { setParam, urlId, useUrlFilter } from '#web/components/list/url-filter.ts';
import { paths } from '#web/config/paths.ts';

export type ListStatus = (typeof LIST_STATUS)[keyof typeof LIST_STATUS];
export type Ownership = (typeof CONTENT_FILTER)[keyof typeof CONTENT_FILTER];

export interface ContentListFilter {
  /** A course of the caller, UNCATEGORIZED (0), or null: none chosen yet ('Select a Course'). */
  courseId: number | null;
  status: ListStatus;
  ownership: Ownership;
  page: number;
}

export interface RecipientFilter {
  /** Null when the URL names no content ('No Data to Show'). */
  contentId: number | null;
  page: number;
  /** `viewed=no`: only those who have not viewed it. */
  notViewed: boolean;
}

/** '0' is expired; anything else (missing or not a status) is running. */
export function statusOf(text: string | null): ListStatus {
  return text === String(LIST_STATUS.expired) ? LIST_STATUS.expired : LIST_STATUS.running;
}

/** A course id or 0 (uncategorised); null when missing or not a number. */
export function courseIdOf(text: string | null): number | null {
  return urlId(text, 0);
}

export function ownershipOf(text: string | null): Ownership {
  if (text === '1') return CONTENT_FILTER.mine;
  if (text === '2') return CONTENT_FILTER.shared;
  return CONTENT_FILTER.all;
}

/** A positive id, or null. */
export function contentIdOf(text: string | null): number | null {
  return urlId(text);
}

/** The coordinator list's filters and the ways to change them (each goes back to page 1). */
export function useContentListFilter() {
  const { params, change: changeUrl } = useUrlFilter();
  const page = usePageParam();
  const filter: ContentListFilter = {
    courseId: courseIdOf(params.get('courseId')),
    status: statusOf(params.get('status')),
    ownership: ownershipOf(params.get('filter')),
    page,
  };

  const change = (edit: (next: URLSearchParams) => void) =>
    changeUrl((next) => {
      // The status is always written as read, so an invalid one does not stay in the URL.
      next.set('status', String(statusOf(next.get('status'))));
      edit(next);
    });

  return {
    filter,
    /** Another status offers other courses: the course is reset. */
    setStatus: (status: ListStatus) =>
      change((next) => {
        next.set('status', String(status));
        next.delete('courseId');
      }),
    setCourse: (courseId: number | null) => change((next) => setParam(next, 'courseId', courseId)),
    setOwnership: (ownership: Ownership) =>
      change((next) => setParam(next, 'filter', ownership === CONTENT_FILTER.all ? null : ownership)),
    /**
     * After an upload: the list of the course the new content was filed under, on its first page (newest
     * first), so that the new content is in sight; 'Shared Contents' (others' only) gives way to all.
     */
    showUploaded: (courseId: number) =>
      change((next) => {
        setParam(next, 'courseId', courseId);
        if (ownershipOf(next.get('filter')) === CONTENT_FILTER.shared) next.delete('filter');
      }),
  };
}

/** The view details' content and filter. */
export function useRecipientFilter() {
  const { params, change } = useUrlFilter();
  const page = usePageParam();
  const filter: RecipientFilter = {
    contentId: contentIdOf(params.get('content_id')),
    page,
    notViewed: params.get('viewed') === 'no',
  };
  const setNotViewed = (notViewed: boolean) => change((next) => setParam(next, 'viewed', notViewed ? 'no' : null));
  return { filter, setNotViewed };
}

// The view details' way back leads to the list as it was left (its course, status, ownership and page), also
// after the details were paged or filtered: the list's search is remembered for this tab.
const LIST_SEARCH_KEY = 'portal.contents.list-search';

/** Remembers the coordinator list's search while it is shown. */
export function useRememberListSearch(): void {
  const { search } = useLocation();
  useEffect(() => {
    try {
      sessionStorage.setItem(LIST_SEARCH_KEY, search);
    } catch {
      // Storage refused (private mode, quota): the way back is the plain list.
    }
  }, [search]);
}

/** The coordinator list as it was last shown in this tab, or the plain list. */
export function contentListHref(): string {
  let search = '';
  try {
    search = sessionStorage.getItem(LIST_SEARCH_KEY) ?? '';
  } catch {
    // As above.
  }
  return search.startsWith('?') ? `${paths.coordinator.contents.path}${search}` : paths.coordinator.contents.getHref();
}
