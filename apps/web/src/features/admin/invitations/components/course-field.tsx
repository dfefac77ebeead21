// The course of an invitation form and of the board's chooser: a select of every course, running first
// (`GET /api/admin/courses/options`, read by the people-and-courses area's `adminCourseOptions`).
import type { Ref } from 'react';
import { CourseSelect } from '#web/components/form/course-select.tsx';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useT } from '#web/i18n/use-t.ts';
import { adminCourseOptions } from '../../people/api.ts';

export interface CourseFieldProps {
  id: string;
  label?: string;
  name: string;
  /** The course id as text ('' for none). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLSelectElement>;
  message: string | undefined;
}

export function CourseField({
  id,
  label,
  name,
  value,
  onChange,
  onBlur = () => undefined,
  inputRef,
  message,
}: CourseFieldProps) {
  const t = useT(adminNs);
  return (
    <CourseSelect
      id={id}
      label={label ?? t('invitations.course')}
      options={adminCourseOptions()}
      name={name}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      inputRef={inputRef}
      message={message}
    />
  );
}
