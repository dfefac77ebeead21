// The Last Date of Submit cell of the participant's list (docs/features.md, Assignments): the date in the locale's
// format, and during the 24 hours of grace after the date's midnight how long is left. The moments come from the server
// (grace_from, deadline); the browser only compares them with its clock.
import type { Language, ParticipantAssignment } from '@portal/contract';
import { useNow } from '#web/components/ui/relative-time.tsx';
import { assignmentsNs } from '#web/i18n/namespaces/assignments.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { durationText } from '#web/lib/relative-time.ts';
import { calendarDateText, dateTimeText } from '../format.ts';

type Timing = Pick<ParticipantAssignment, 'last_submit_date' | 'grace_from' | 'deadline' | 'is_open'>;

/** Whether a submission now would be in grace, and the time left: null outside the grace. */
export function graceLeft(timing: Timing, now: number, language: Language = 'en'): string | null {
  const from = Date.parse(timing.grace_from);
  const deadline = Date.parse(timing.deadline);
  if (!timing.is_open || Number.isNaN(from) || Number.isNaN(deadline)) return null;
  if (now < from || now >= deadline) return null;
  // The time from now to the deadline, in the words of an age ('5 hours', 'less than a minute').
  return durationText(new Date(now).toISOString(), deadline, language);
}

export function LastSubmitDate({ assignment }: { assignment: Timing }) {
  const now = useNow();
  const t = useT(assignmentsNs);
  const language = useLanguage();
  const left = graceLeft(assignment, now, language);
  return (
    <>
      <time dateTime={assignment.last_submit_date}>{calendarDateText(assignment.last_submit_date, language)}</time>
      {left !== null && (
        <div className="small text-warning-emphasis">
          <time
            dateTime={assignment.deadline}
            title={t('participant.deadline', { time: dateTimeText(assignment.deadline, language) })}
          >
            {t('participant.graceEndsIn', { left })}
          </time>
        </div>
      )}
    </>
  );
}
