// The participant's Results (docs/features.md, Results): a card per course with its components, their weights and the
// released marks ('Not released yet' for a Draft one), the total and status once the final result is released
// ('Results not published yet' before), and for a running course what is still needed to pass. 'Print transcript'
// prints the released results only, under the institute's name and the participant's (results.css).
import {
  formatNumber,
  INSTITUTE,
  type Language,
  type ParticipantCourseResult,
  type ParticipantResultStatus,
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
import { resultsNs } from '#web/i18n/namespaces/results.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { participantResultsOptions } from '../api.ts';
import '../results.css';

const STATUS_CLASS: Record<ParticipantResultStatus, string> = {
  Pass: 'results-status-pass',
  Fail: 'results-status-fail',
  Incomplete: 'results-status-incomplete',
  Pending: 'results-status-pending',
};

/**
 * Marks as stored: at most two decimals, no trailing zeros ('16.5'); in Bangla in Bengali digits (running text, not a
 * value people copy).
 */
function useMarkText(): (value: number) => string {
  const language: Language = useLanguage();
  return language === 'en'
    ? String
    : (value) => formatNumber(language, value, { maximumFractionDigits: 2, useGrouping: false });
}

export function ParticipantResultsScreen() {
  const query = useQuery(participantResultsOptions());
  const participant = useSidebarUser('participant');
  const t = useT(resultsNs);
  const state = listState(query, (data) => data.courses.length === 0, t('noCourses'));
  return (
    <div className="results-screen">
      <div className="results-print-only mb-4">
        <p className="h4 mb-1">{INSTITUTE.name}</p>
        <p className="h5 mb-1">{t('transcript')}</p>
        <p className="mb-0">{t('participant', { name: participant.name })}</p>
      </div>
      {state.kind === 'ready' ? (
        <>
          <div className="d-flex flex-wrap justify-content-end align-items-center gap-3 mb-3 results-no-print">
            <Link to={paths.participant.certificates.path}>{t('myCertificates')}</Link>
            <button type="button" className="btn btn-primary" onClick={() => window.print()}>
              {t('printTranscript')}
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
  const t = useT(resultsNs);
  const number = useMarkText();
  return (
    <article className="card" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5 mb-1">
          {name}
        </h2>
        <p className="small text-body-secondary mb-3">{t('roll', { roll: course.course_roll })}</p>
        {course.components.length > 0 && (
          <div className="table-responsive">
            <table className="table table-sm align-middle mb-3">
              <caption className="visually-hidden">{t('components', { name })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('component')}</th>
                  <th scope="col">{t('weight')}</th>
                  <th scope="col">{t('marks')}</th>
                </tr>
              </thead>
              <tbody>
                {course.components.map((component) => (
                  <tr key={component.name} className={component.released ? undefined : 'results-no-print'}>
                    <th scope="row" className="fw-normal">
                      {component.name}
                    </th>
                    <td>{t('percent', { value: number(component.weight) })}</td>
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
  const t = useT(resultsNs);
  const number = useMarkText();
  if (!component.released) return <span className="text-body-secondary">{t('notReleased')}</span>;
  const value = component.absent
    ? t('absent')
    : component.marks === null || component.marks === undefined
      ? t('noMark')
      : t('outOf', { marks: number(component.marks), max: number(component.max_marks) });
  return (
    <>
      <span className="fw-semibold">{value}</span>
      {component.feedback && (
        <span className="d-block small text-body-secondary">{t('feedback', { feedback: component.feedback })}</span>
      )}
    </>
  );
}

function FinalResult({ course }: { course: ParticipantCourseResult }) {
  const t = useT(resultsNs);
  const number = useMarkText();
  const badge = (
    <span className={`badge rounded-pill fs-6 ${STATUS_CLASS[course.status]}`}>
      {t(`statusWords.${course.status}`)}
    </span>
  );
  if (!course.final_released) {
    return (
      <p className="mb-2 d-flex flex-wrap align-items-center gap-2 results-no-print">
        <span>{t('status')}</span> {badge} <span>{t('notPublished')}</span>
      </p>
    );
  }
  return (
    <p className="mb-2 d-flex flex-wrap align-items-center gap-3">
      {course.total !== null && course.total !== undefined && (
        <span>
          {t('total')} <strong>{t('outOf', { marks: number(course.total), max: number(100) })}</strong>
        </span>
      )}
      <span className="d-flex align-items-center gap-2">
        <span>{t('status')}</span> {badge}
      </span>
    </p>
  );
}

function StillNeededText({ needed }: { needed: StillNeeded }) {
  const t = useT(resultsNs);
  const number = useMarkText();
  let text: string;
  if (!needed.reachable) text = t('unreachable');
  else if (needed.needs.length === 0) text = t('nothingMoreNeeded');
  else {
    const parts = needed.needs.map((need) =>
      t('need', { marks: number(need.marks), max: number(need.max_marks), name: need.name }),
    );
    text = t('needs', { parts: parts.join(', ') });
  }
  return (
    <p className="mb-0 small results-no-print">
      <strong>{t('stillNeed')}</strong> {text}
    </p>
  );
}
