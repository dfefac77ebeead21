// The participant's Results (docs/features.md, Results): a card per course with its components, their weights and the
// released marks ('Not released yet' for a Draft one), the total and status once the final result is released
// ('Results not published yet' before), and for a running course what is still needed to pass. 'Print transcript'
// prints the released results only, under the institute's name and the participant's (results.css).
import {
  INSTITUTE,
  type ParticipantCourseResult,
  type ParticipantResultStatus,
  RESULTS_TEXT,
  type ResultComponent,
  type StillNeeded,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { ListStateView } from '#web/components/list/list-frame.tsx';
import { listState } from '#web/components/list/list-state.ts';
import { paths } from '#web/config/paths.ts';
import { useSidebarUser } from '#web/features/profile/index.ts';
import { participantResultsOptions } from '../api.ts';
import '../results.css';

const STATUS_CLASS: Record<ParticipantResultStatus, string> = {
  Pass: 'results-status-pass',
  Fail: 'results-status-fail',
  Incomplete: 'results-status-incomplete',
  Pending: 'results-status-pending',
};

const STATUS_WORDS: Record<ParticipantResultStatus, string> = {
  Pass: 'Pass',
  Fail: 'Fail',
  Incomplete: 'Incomplete: a mark is missing',
  Pending: 'Pending',
};

/** Marks as stored: at most two decimals, no trailing zeros ('16.5'). */
const number = (value: number) => String(value);

export function ParticipantResultsScreen() {
  const query = useQuery(participantResultsOptions());
  const participant = useSidebarUser('participant');
  const state = listState(query, (data) => data.courses.length === 0, RESULTS_TEXT.noCourses);
  return (
    <div className="results-screen">
      <div className="results-print-only mb-4">
        <p className="h4 mb-1">{INSTITUTE.name}</p>
        <p className="h5 mb-1">{RESULTS_TEXT.transcript}</p>
        <p className="mb-0">Participant: {participant.name}</p>
      </div>
      {state.kind === 'ready' ? (
        <>
          <div className="d-flex flex-wrap justify-content-end align-items-center gap-3 mb-3 results-no-print">
            <Link to={paths.participant.certificates.path}>My certificates</Link>
            <button type="button" className="btn btn-primary" onClick={() => window.print()}>
              {RESULTS_TEXT.printTranscript}
            </button>
          </div>
          <ul className="list-unstyled d-flex flex-column gap-4 mb-0">
            {state.data.courses.map((course) => (
              <li key={course.course_id} className={hasReleased(course) ? undefined : 'results-no-print'}>
                <CourseResult course={course} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <ListStateView state={state} onRetry={() => void query.refetch()} />
      )}
    </div>
  );
}

function hasReleased(course: ParticipantCourseResult): boolean {
  return course.final_released || course.components.some((component) => component.released);
}

function CourseResult({ course }: { course: ParticipantCourseResult }) {
  const headingId = useId();
  const name = `${course.course_name} (${course.course_short_name})`;
  return (
    <article className="card" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5 mb-1">
          {name}
        </h2>
        <p className="small text-body-secondary mb-3">Course-wise ID (roll): {course.course_roll}</p>
        {course.components.length > 0 && (
          <div className="table-responsive">
            <table className="table table-sm align-middle mb-3">
              <caption className="visually-hidden">Components of {name}</caption>
              <thead>
                <tr>
                  <th scope="col">Component</th>
                  <th scope="col">Weight</th>
                  <th scope="col">Marks</th>
                </tr>
              </thead>
              <tbody>
                {course.components.map((component) => (
                  <tr key={component.name} className={component.released ? undefined : 'results-no-print'}>
                    <th scope="row" className="fw-normal">
                      {component.name}
                    </th>
                    <td>{number(component.weight)}%</td>
                    <td>
                      <ComponentMarks component={component} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <FinalResult course={course} />
        {course.still_needed && <StillNeededText needed={course.still_needed} />}
      </div>
    </article>
  );
}

function ComponentMarks({ component }: { component: ResultComponent }) {
  if (!component.released) return <span className="text-body-secondary">{RESULTS_TEXT.notReleased}</span>;
  const value = component.absent
    ? `${RESULTS_TEXT.absent} (AB)`
    : component.marks === null || component.marks === undefined
      ? 'No mark'
      : `${number(component.marks)} / ${number(component.max_marks)}`;
  return (
    <>
      <span className="fw-semibold">{value}</span>
      {component.feedback && <span className="d-block small text-body-secondary">Feedback: {component.feedback}</span>}
    </>
  );
}

function FinalResult({ course }: { course: ParticipantCourseResult }) {
  const badge = (
    <span className={`badge rounded-pill fs-6 ${STATUS_CLASS[course.status]}`}>{STATUS_WORDS[course.status]}</span>
  );
  if (!course.final_released) {
    return (
      <p className="mb-2 d-flex flex-wrap align-items-center gap-2 results-no-print">
        <span>Status:</span> {badge} <span>{RESULTS_TEXT.notPublished}</span>
      </p>
    );
  }
  return (
    <p className="mb-2 d-flex flex-wrap align-items-center gap-3">
      {course.total !== null && course.total !== undefined && (
        <span>
          Total: <strong>{number(course.total)} / 100</strong>
        </span>
      )}
      <span className="d-flex align-items-center gap-2">
        <span>Status:</span> {badge}
      </span>
    </p>
  );
}

function StillNeededText({ needed }: { needed: StillNeeded }) {
  let text: string;
  if (!needed.reachable) text = RESULTS_TEXT.unreachable;
  else if (needed.needs.length === 0) text = RESULTS_TEXT.nothingMoreNeeded;
  else {
    const parts = needed.needs.map((need) => `${number(need.marks)} of ${number(need.max_marks)} in ${need.name}`);
    text = `To reach the pass mark you still need at least ${parts.join(', ')}.`;
  }
  return (
    <p className="mb-0 small results-no-print">
      <strong>What you still need:</strong> {text}
    </p>
  );
}
