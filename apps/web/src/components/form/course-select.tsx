// A course select filled from an options endpoint (`{ courses: [{ value, label, short_name }] }`, the shape of
// every course select of the work areas), each course named with its short name when the answer has one
// ('Certified Expert in Anti-Money Laundering (CEAML-2026)': two runs of one programme share a name): busy
// while the options load, and a text of the screen's own when they cannot be had ('Error. Cannot Create Post
// at this moment!'). Controlled, so that a form binds it through a react-hook-form Controller and a filter
// through its URL parameter.
import { type CourseOption, type CourseOptions, courseDisplayName } from '@portal/contract';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { listFailureText } from '#web/lib/api.ts';
import { SelectField, type SelectFieldProps, type SelectOption } from './select-field.tsx';

/** The options' read: `queryOptions({ queryKey, queryFn: ({ signal }) => read(endpoint, { signal }) })`. */
export type CourseOptionsQuery<K extends QueryKey = QueryKey> = UseQueryOptions<CourseOptions, Error, CourseOptions, K>;

export interface CourseSelectProps<K extends QueryKey>
  extends Omit<SelectFieldProps, 'options' | 'isBusy' | 'placeholder'> {
  options: CourseOptionsQuery<K>;
  /** Default 'Select a Course'. */
  placeholder?: string;
  /** Options the endpoint does not send, after its own ('Uncategorized Content(s)', value 0). */
  extraOptions?: readonly SelectOption[];
  /** Shown instead of the list state's text when the options cannot be loaded. */
  failedText?: string;
}

/** The options' read and what to tell when it failed (also while waiting for the network with none). */
export function useCourseOptions<K extends QueryKey>(options: CourseOptionsQuery<K>) {
  const query = useQuery(options);
  const isUnavailable = query.isError || (query.isPending && query.fetchStatus === 'paused');
  return { query, isUnavailable, failure: isUnavailable ? listFailureText(query.error) : undefined };
}

/** A course as the select shows it: its name with its short name. */
export function toSelectOption(course: CourseOption): SelectOption {
  return { value: course.value, label: courseDisplayName(course.label, course.short_name) };
}

export function CourseSelect<K extends QueryKey>({
  options,
  placeholder = 'Select a Course',
  extraOptions = [],
  failedText,
  message,
  ...select
}: CourseSelectProps<K>) {
  const { query, isUnavailable, failure } = useCourseOptions(options);
  const courses = [...(query.data?.courses ?? []).map(toSelectOption), ...extraOptions];
  return (
    <SelectField
      {...select}
      options={courses}
      placeholder={placeholder}
      isBusy={query.isPending && !isUnavailable}
      // The select's own message first (what the user must fix), then why the list is empty.
      message={message ?? (isUnavailable ? (failedText ?? failure) : undefined)}
    />
  );
}
