// Rows of a course's evaluation → the contract's field names: numbers for marks and weights, ISO times, and each
// component's (and the final result's) release state as of `at`.
import type { EvaluationDetail, ReleaseState } from '@portal/contract';

interface CourseRow {
  id: number;
  name: string;
  shortName: string;
  passMark: string | null;
  participants: number;
  assignments: { value: number; label: string }[];
}

interface ComponentRow {
  id: number;
  name: string;
  maxMarks: string;
  weight: string;
  minMarks: string | null;
  assignmentId: number | null;
  assignmentTitle: string | null;
  marksEntered: number;
}

export interface ReleaseRow {
  componentId: number | null;
  componentName: string | null;
  effectiveAt: Date;
  unreleasedAt: Date | null;
  reason: string | null;
  releasedBy: string | null;
  unreleasedBy: string | null;
}

const DRAFT: ReleaseState = { state: 'draft', effective_at: null, released_by: null };

function releaseState(release: ReleaseRow | undefined, at: Date): ReleaseState {
  if (!release) return DRAFT;
  return {
    state: release.effectiveAt.getTime() <= at.getTime() ? 'released' : 'scheduled',
    effective_at: release.effectiveAt.toISOString(),
    released_by: release.releasedBy || null,
  };
}

export function toEvaluationDetail(
  course: CourseRow,
  components: ComponentRow[],
  releases: ReleaseRow[],
  timeZone: string,
  at: Date,
): EvaluationDetail {
  const live = releases.filter((release) => release.unreleasedAt === null);
  const finalRelease = live.find((release) => release.componentId === null);
  return {
    course_id: course.id,
    course_name: course.name,
    course_short_name: course.shortName,
    time_zone: timeZone,
    pass_mark: course.passMark === null ? null : Number(course.passMark),
    frozen: finalRelease !== undefined,
    participants: course.participants,
    components: components.map((component) => ({
      id: component.id,
      name: component.name,
      max_marks: Number(component.maxMarks),
      weight: Number(component.weight),
      min_marks: component.minMarks === null ? null : Number(component.minMarks),
      assignment_id: component.assignmentId,
      assignment_title: component.assignmentTitle,
      marks_entered: component.marksEntered,
      release: releaseState(
        live.find((release) => release.componentId === component.id),
        at,
      ),
    })),
    final_release: releaseState(finalRelease, at),
    assignments: course.assignments,
    unreleases: releases
      .filter((release): release is ReleaseRow & { unreleasedAt: Date } => release.unreleasedAt !== null)
      .map((release) => ({
        component_name: release.componentId === null ? null : (release.componentName ?? null),
        effective_at: release.effectiveAt.toISOString(),
        unreleased_at: release.unreleasedAt.toISOString(),
        unreleased_by: release.unreleasedBy || null,
        reason: release.reason ?? '',
      })),
  };
}
