// The participant list's filters live in the URL (spec part 2, sections 2 and 5):
// `/coordinator/participants?status={1|0}&courseId={id}&search=…&page=N`, so that a filtered list can be
// linked (the course list's participant counts do), reloaded and left with Back.
import { LIMITS, LIST_STATUS } from '@portal/contract';
import { useSearchParams } from 'react-router';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { useSearchParam } from '#web/components/list/search-box.tsx';

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

const MAX_ID = 2_147_483_647;

export function statusOf(text: string | null): ParticipantStatus | null {
  if (text === '1') return LIST_STATUS.running;
  if (text === '0') return LIST_STATUS.expired;
  return null;
}

/** A course id: a whole number from 1 up; anything else is no course. */
export function courseIdOf(text: string | null): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}

export function useParticipantFilter() {
  const [params, setParams] = useSearchParams();
  const search = useSearchParam();
  const page = usePageParam();
  const filter: ParticipantFilter = {
    status: statusOf(params.get('status')),
    courseId: courseIdOf(params.get('courseId')),
    // The box allows 100 characters; a longer text typed into the URL is cut as the box would have.
    search: search.trim().slice(0, LIMITS.search),
    page,
  };

  const change = (edit: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        edit(next);
        next.delete('page');
        return next;
      },
      { preventScrollReset: true },
    );

  return {
    filter,
    /** Another status offers other courses: the course goes back to none (spec section 2). */
    setStatus: (status: ParticipantStatus) =>
      change((next) => {
        next.set('status', String(status));
        next.delete('courseId');
      }),
    setCourse: (courseId: number | null) =>
      change((next) => {
        if (courseId === null) next.delete('courseId');
        else next.set('courseId', String(courseId));
      }),
  };
}
