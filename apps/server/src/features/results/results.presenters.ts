// Rows of the Results read → the contract's field names. Only what the release gate let through is here: released
// marks (with their feedback) of released components, and the final result of a final release in effect.
import type { ParticipantCourseResult, ParticipantResultStatus, ResultComponent } from '@portal/contract';
import { type CourseRules, type MarkValue, rulesFromRows, stillNeeded, thawRules } from './grading.ts';
import type { ParticipantResultRow } from './results.queries.ts';

function component(
  rule: CourseRules['components'][number],
  released: boolean,
  mark: ParticipantResultRow['marks'][number] | undefined,
): ResultComponent {
  const base = { name: rule.name, weight: rule.weight, max_marks: rule.maxMarks, released };
  if (!released) return base;
  return {
    ...base,
    marks: mark && !mark.isAbsent && mark.marks !== null ? Number(mark.marks) : null,
    ...(mark?.isAbsent ? { absent: true as const } : {}),
    ...(mark?.feedback ? { feedback: mark.feedback } : {}),
  };
}

export function toParticipantCourseResult(row: ParticipantResultRow): ParticipantCourseResult {
  const final = row.final;
  // After the final release the components and weights are the ones it froze; before, the course's current ones.
  const rules: CourseRules | null = final?.frozenRules
    ? thawRules(final.frozenRules)
    : row.passMark === null
      ? null
      : rulesFromRows(row.passMark, row.components);
  const components = rules?.components ?? rulesFromRows(0, row.components).components;
  const released = new Set(row.releasedIds);
  const marks = new Map(row.marks.map((mark) => [mark.componentId, mark]));
  const base = {
    course_id: row.courseId,
    course_name: row.courseName,
    course_short_name: row.courseShortName,
    course_roll: row.courseRoll,
    components: components.map((rule) => component(rule, released.has(rule.id), marks.get(rule.id))),
  };
  if (final) {
    return {
      ...base,
      final_released: true,
      status: final.status as ParticipantResultStatus,
      total: final.total === null ? null : Number(final.total),
    };
  }
  const result: ParticipantCourseResult = { ...base, final_released: false, status: 'Pending' };
  if (row.courseStatus === 1 && rules && rules.components.length > 0) {
    const known = new Map<number, MarkValue>();
    for (const mark of row.marks) {
      known.set(mark.componentId, { marks: mark.marks === null ? null : Number(mark.marks), absent: mark.isAbsent });
    }
    const needed = stillNeeded(rules, known);
    result.still_needed = needed.reachable
      ? {
          reachable: true,
          needs: needed.needs.map((need) => ({ name: need.name, marks: need.marks, max_marks: need.maxMarks })),
        }
      : { reachable: false };
  }
  return result;
}
