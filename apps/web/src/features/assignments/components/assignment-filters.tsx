// The coordinator's filters (docs/features.md, Assignments): the status (Running 1 / Expired 0) and the course (the
// caller's courses of that status; none chosen is 0, every one of them), both in the URL (`?status=&courseId=`) so that
// a filtered list can be linked, reloaded and left with Back. A status other than 1 or 0 is 1; changing the status
// resets the course; either change goes back to page 1.
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';
import { CourseSelect } from '#web/components/form/course-select.tsx';
import { setParam, useUrlFilter } from '#web/components/list/url-filter.ts';
import { assignmentsNs } from '#web/i18n/namespaces/assignments.ts';
import { useT } from '#web/i18n/use-t.ts';
import { type AssignmentStatus, coordinatorCourseOptions } from '../api.ts';

export const STATUS_OPTIONS = [
  { value: 1, key: 'running' },
  { value: 0, key: 'expired' },
] as const satisfies readonly { value: AssignmentStatus; key: 'running' | 'expired' }[];

export interface AssignmentFilter {
  status: AssignmentStatus;
  /** 0: all the courses of that status. */
  courseId: number;
  /** The URL names a status that is neither 1 nor 0 (it is then read as 1, and rewritten). */
  hasInvalidStatus: boolean;
}

export function readAssignmentFilter(params: URLSearchParams): AssignmentFilter {
  const status = params.get('status');
  const course = params.get('courseId');
  return {
    status: status === '0' ? 0 : 1,
    courseId: course && /^\d{1,10}$/.test(course) ? Number(course) : 0,
    hasInvalidStatus: status !== null && status !== '0' && status !== '1',
  };
}

export function useAssignmentFilter(): AssignmentFilter {
  const [params] = useSearchParams();
  return readAssignmentFilter(params);
}

export function AssignmentFilters() {
  const id = useId();
  const t = useT(assignmentsNs);
  const { params, change } = useUrlFilter();
  const { status, courseId } = readAssignmentFilter(params);

  return (
    <div className="d-flex flex-wrap align-items-start gap-3">
      <Form.Group>
        <Form.Label htmlFor={`${id}-status`}>{t('filters.status')}</Form.Label>
        <Form.Select
          id={`${id}-status`}
          value={String(status)}
          onChange={(event) =>
            change((next) => {
              next.set('status', event.target.value);
              next.delete('courseId');
            })
          }
        >
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {t(`filters.${option.key}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <CourseSelect
        id={`${id}-course`}
        label={t('filters.course')}
        name="courseId"
        className="mb-0 assignment-course-filter"
        options={coordinatorCourseOptions(status)}
        placeholder={t('filters.allCourses')}
        value={courseId === 0 ? '' : String(courseId)}
        onChange={(value) =>
          change((next) => {
            next.set('status', String(status));
            setParam(next, 'courseId', value);
          })
        }
        onBlur={() => undefined}
        message={undefined}
      />
    </div>
  );
}
