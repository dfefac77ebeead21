// The demo evaluations (README.md, "Demo logins"), so that every state of the results shows: course A is running with
// one component released and one still Draft (its marks entered, not released); course C's final result is released,
// participant@demo.test and participant6@demo.test passing, participant5@demo.test failing (below the final exam's
// minimum).
import { eq } from 'drizzle-orm';
import type { Db } from '#server/core/db/client.ts';
import {
  enrolments,
  evaluationComponents,
  evaluationRules,
  finalResults,
  resultReleases,
} from '#server/core/db/schema/index.ts';
import { type CourseRules, computeResult, freezeRules, type MarkValue } from '#server/features/results/grading.ts';
import { writeMarks } from '#server/features/results/marks-writer.ts';
import type { CourseRef } from './demo-people.ts';
import type { When } from './demo-time.ts';
import { daysAgo } from './demo-time.ts';

export interface DemoMark {
  participant: string;
  /** A number of marks, or 'AB' for absent. */
  marks: number | 'AB';
  feedback?: string;
}

export interface DemoComponent {
  name: string;
  maxMarks: number;
  weight: number;
  minMarks?: number;
  /** When its marks were released; absent: still Draft. */
  releasedAt?: When;
  marks: DemoMark[];
}

export interface DemoEvaluation {
  course: CourseRef;
  passMark: number;
  /** Who entered the marks and released them. */
  coordinator: string;
  components: DemoComponent[];
  /** When the final result was released (the rules frozen, the results fixed); absent: not yet. */
  finalReleasedAt?: When;
}

const P1 = 'participant@demo.test';
const P3 = 'participant3@demo.test';
const P5 = 'participant5@demo.test';
const P6 = 'participant6@demo.test';

export const EVALUATIONS: DemoEvaluation[] = [
  {
    course: 'A',
    passMark: 50,
    coordinator: 'coordinator@demo.test',
    components: [
      {
        name: 'Assignment 1',
        maxMarks: 20,
        weight: 40,
        releasedAt: daysAgo(5),
        marks: [
          {
            participant: P1,
            marks: 16.5,
            feedback: 'A clear risk assessment; name the FATF recommendation each control answers.',
          },
          { participant: P3, marks: 14 },
          { participant: P5, marks: 'AB' },
        ],
      },
      {
        name: 'Final exam',
        maxMarks: 100,
        weight: 60,
        minMarks: 40,
        marks: [
          { participant: P1, marks: 71, feedback: 'Draft: strong on typologies.' },
          { participant: P3, marks: 58.5 },
          { participant: P5, marks: 45 },
        ],
      },
    ],
  },
  {
    course: 'C',
    passMark: 50,
    coordinator: 'coordinator@demo.test',
    components: [
      {
        name: 'Final Project',
        maxMarks: 20,
        weight: 30,
        releasedAt: { at: '2025-06-20T06:00:00Z' },
        marks: [
          { participant: P1, marks: 17, feedback: 'Well-documented case file.' },
          { participant: P5, marks: 9 },
          { participant: P6, marks: 14 },
        ],
      },
      {
        name: 'Final exam',
        maxMarks: 100,
        weight: 70,
        minMarks: 40,
        releasedAt: { at: '2025-06-25T06:00:00Z' },
        marks: [
          { participant: P1, marks: 68 },
          { participant: P5, marks: 35.5 },
          { participant: P6, marks: 61 },
        ],
      },
    ],
    finalReleasedAt: { at: '2025-06-25T06:00:00Z' },
  },
];

/** Inserts the evaluations: rules, components, marks (through the one marks writer), releases and final results. */
export async function insertDemoResults(
  db: Db,
  refs: { courseId: (ref: CourseRef) => number; userId: (email: string) => number; at: (when: When) => Date },
): Promise<void> {
  for (const evaluation of EVALUATIONS) {
    const courseId = refs.courseId(evaluation.course);
    const actorId = refs.userId(evaluation.coordinator);
    await db
      .insert(evaluationRules)
      .values({ courseId, passMark: evaluation.passMark.toFixed(2), updatedById: actorId });
    const rules: CourseRules = { passMark: evaluation.passMark, components: [] };
    const stored = new Map<number, Map<number, MarkValue>>();
    for (const [position, component] of evaluation.components.entries()) {
      const [row] = await db
        .insert(evaluationComponents)
        .values({
          courseId,
          name: component.name,
          maxMarks: component.maxMarks.toFixed(2),
          weight: component.weight.toFixed(2),
          minMarks: component.minMarks === undefined ? null : component.minMarks.toFixed(2),
          position: position + 1,
        })
        .returning({ id: evaluationComponents.id });
      if (!row) throw new Error('Demo seed: component not inserted');
      rules.components.push({
        id: row.id,
        name: component.name,
        maxMarks: component.maxMarks,
        weight: component.weight,
        minMarks: component.minMarks ?? null,
      });
      const changes = component.marks.map((mark) => ({
        participantId: refs.userId(mark.participant),
        marks: mark.marks === 'AB' ? null : mark.marks,
        absent: mark.marks === 'AB',
        feedback: mark.feedback ?? null,
      }));
      await db.transaction((tx) => writeMarks(tx, { componentId: row.id, actorId, source: 'screen', changes }));
      for (const change of changes) {
        const mine = stored.get(change.participantId) ?? new Map<number, MarkValue>();
        mine.set(row.id, { marks: change.marks, absent: change.absent });
        stored.set(change.participantId, mine);
      }
      if (component.releasedAt) {
        await db
          .insert(resultReleases)
          .values({ courseId, componentId: row.id, effectiveAt: refs.at(component.releasedAt), releasedById: actorId });
      }
    }
    if (!evaluation.finalReleasedAt) continue;
    const effectiveAt = refs.at(evaluation.finalReleasedAt);
    const [release] = await db
      .insert(resultReleases)
      .values({ courseId, componentId: null, effectiveAt, releasedById: actorId, frozenRules: freezeRules(rules) })
      .returning({ id: resultReleases.id });
    if (!release) throw new Error('Demo seed: final release not inserted');
    const enrolled = await db
      .select({ participantId: enrolments.participantId })
      .from(enrolments)
      .where(eq(enrolments.courseId, courseId));
    await db.insert(finalResults).values(
      enrolled.map(({ participantId }) => {
        const result = computeResult(rules, stored.get(participantId) ?? new Map());
        return {
          releaseId: release.id,
          courseId,
          participantId,
          total: result.total === null ? null : result.total.toFixed(2),
          status: result.status,
        };
      }),
    );
  }
}
