// The participant list's filters live in the URL (docs/features.md, Participants):
// `/coordinator/participants?status={1|0}&courseId={id}&search=…&page=N`, so that a filtered list can be
// linked (the course list's participant counts do), reloaded and left with Back.
import { LIMITS, LIST_STATUS } from '@portal/contract';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { useSearchParam } from '#web/components/list/search-box.tsx';
import { setParam, urlId, useUrlFilter } from '#web/components/list/url-filter.ts';

export type ParticipantStatus = (typeof LIST_STATUS)[keyof typeof LIST_STATUS];

export interface ParticipantFilter {
  /** Null when the URL names no status or another one than 1 and 0 (the screen then goes to status=1). */
  status: ParticipantStatus | null;
  /** Null until a course is chosen ('Select a Course'): the list is asked only for a number. */
  courseId: number | null;
  /** The trimmed search text, '' for none. */
  search: string;
  page: number;
}

export function statusOf(text: string | null): ParticipantStatus | null {
  if (text === '1') return LIST_STATUS.running;
  if (text === '0') return LIST_STATUS.expired;
  return null;
}

/** A course id: a whole number from 1 up; anything else is no course. */
export function courseIdOf(text: string | null): number | null {
  return urlId(text);
}

export function useParticipantFilter() {
  const { params, change } = useUrlFilter();
  const search = useSearchParam();
  const page = usePageParam();
  const filter: ParticipantFilter = {
    status: statusOf(params.get('status')),
    courseId: courseIdOf(params.get('courseId')),
    // The box allows 100 characters; a longer text typed into the URL is cut as the box would have.
    search: search.trim().slice(0, LIMITS.search),
    page,
  };

  return {
    filter,
    /** Another status offers other courses: the course goes back to none. */
    setStatus: (status: ParticipantStatus) =>
      change((next) => {
        next.set('status', String(status));
        next.delete('courseId');
      }),
    setCourse: (courseId: number | null) => change((next) => setParam(next, 'courseId', courseId)),
  };
}
