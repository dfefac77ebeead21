// "Due soon" above the participant's cards (docs/features.md, "Deadlines in view"): what they have not submitted and
// whose last date is today or within the next 6 days, soonest first, from the dashboard's own answer (so it moves
// nothing when it appears). Dates are shown in the institute's zone, the one the deadlines are set in; the time left
// is counted from this browser's clock and kept current.
import {
  courseDisplayName,
  type DueSoon,
  type DueSoonAssignment,
  formatDateTime,
  type Language,
} from '@portal/contract';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { Link } from 'react-router';
import { useNow } from '#web/components/ui/relative-time.tsx';
import { paths } from '#web/config/paths.ts';
import { dashboardNs } from '#web/i18n/namespaces/dashboard.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { durationText, exactDateTimeText } from '#web/lib/relative-time.ts';

/** The last date as the institute writes it ('Fri, Dec 4, 2026'): the calendar day in its zone. */
function lastDateText(item: DueSoonAssignment, timeZone: string, language: Language): string {
  const at = Date.parse(item.grace_from);
  if (Number.isNaN(at)) return item.last_submit_date;
  return new Intl.DateTimeFormat(language === 'bn' ? 'bn-BD' : undefined, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone,
  }).format(at);
}

/** 'Closes in 3 days', 'Closes in 5 hours'; after the deadline (the page left open), 'Closed'. */
export function timeLeftText(
  item: Pick<DueSoonAssignment, 'deadline'>,
  now: number,
  t: TFunction<'dashboard'>,
  language: Language,
): string {
  const deadline = Date.parse(item.deadline);
  if (Number.isNaN(deadline) || deadline <= now) return t('dueSoon.closed');
  const duration = durationText(new Date(now).toISOString(), deadline, language);
  return t('dueSoon.closesIn', { duration });
}

/** This browser's zone: the deadline's hover title is in 'your time'. */
const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function isInGrace(item: DueSoonAssignment, now: number): boolean {
  return Date.parse(item.grace_from) <= now && now < Date.parse(item.deadline);
}

export function DueSoonList({ dueSoon }: { dueSoon: DueSoon }) {
  const now = useNow();
  const t = useT(dashboardNs);
  const language = useLanguage();
  const headingId = useId();
  const assignmentsHref = paths.participant.assignments.getHref();
  const more = dueSoon.total - dueSoon.assignments.length;
  return (
    <section className="card due-soon" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h6">
          {t('dueSoon.title')}
        </h2>
        {dueSoon.assignments.length === 0 ? (
          <p className="mb-0 text-body-secondary">{t('dueSoon.empty')}</p>
        ) : (
          <ul className="list-unstyled mb-0 due-soon-list">
            {dueSoon.assignments.map((item) => (
              <li key={item.assignment_id} className="due-soon-item">
                <Link to={assignmentsHref} className="fw-semibold">
                  {item.title}
                </Link>
                {isInGrace(item, now) && <span className="badge text-bg-warning ms-2">{t('dueSoon.inGrace')}</span>}
                <div className="small text-body-secondary">
                  {courseDisplayName(item.course_name, item.course_short_name)}
                </div>
                <div className="small">
                  {t('dueSoon.lastDate')}{' '}
                  <time dateTime={item.last_submit_date} title={t('dueSoon.untilEnd', { zone: dueSoon.time_zone })}>
                    {lastDateText(item, dueSoon.time_zone, language)}
                  </time>
                  {' · '}
                  <time
                    dateTime={item.deadline}
                    title={t('dueSoon.deadline', {
                      time:
                        language === 'bn'
                          ? formatDateTime(language, new Date(item.deadline), { timeZone: localZone })
                          : exactDateTimeText(item.deadline),
                    })}
                    className="text-warning-emphasis"
                  >
                    {timeLeftText(item, now, t, language)}
                  </time>
                </div>
              </li>
            ))}
          </ul>
        )}
        {more > 0 && (
          <p className="small mt-2 mb-0">
            <Link to={assignmentsHref}>{t('dueSoon.more', { count: more })}</Link>
          </p>
        )}
      </div>
    </section>
  );
}
