import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluationComponents, resultReleases } from '#server/core/db/schema/index.ts';
import { sessionHeader } from '#server/testing/identities.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const url = (courseId: number) => `/api/coordinator/evaluations/${courseId}/components`;

describe('GET /api/coordinator/evaluations/:courseId/components', () => {
  it("answers the course's components in order, each with whether it is released now", async () => {
    // Course 2 (CCP-2026) is coordinated by coordinator2@demo.test (C2) alone.
    const [later, first, scheduled] = await t.db
      .insert(evaluationComponents)
      .values([
        { courseId: 2, name: 'Final exam', maxMarks: '100.00', weight: '60.00', position: 2 },
        { courseId: 2, name: 'Mid-term', maxMarks: '50.00', weight: '30.00', position: 1 },
        { courseId: 2, name: 'Quiz', maxMarks: '10.00', weight: '10.00', position: 3 },
      ])
      .returning({ id: evaluationComponents.id });
    if (!later || !first || !scheduled) throw new Error('components not inserted');
    await t.db.insert(resultReleases).values([
      { courseId: 2, componentId: first.id, effectiveAt: new Date(Date.now() - 60_000) },
      { courseId: 2, componentId: scheduled.id, effectiveAt: new Date(Date.now() + 3_600_000) },
    ]);

    const response = await t.app.inject({ method: 'GET', url: url(2), headers: await sessionHeader(t.db, 'C2') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      components: [
        {
          id: first.id,
          name: 'Mid-term',
          max_marks: 50,
          weight: 30,
          assignment_id: null,
          released: true,
          frozen: false,
        },
        {
          id: later.id,
          name: 'Final exam',
          max_marks: 100,
          weight: 60,
          assignment_id: null,
          released: false,
          frozen: false,
        },
        {
          id: scheduled.id,
          name: 'Quiz',
          max_marks: 10,
          weight: 10,
          assignment_id: null,
          released: false,
          frozen: false,
        },
      ],
    });
  });

  it('answers 404 for a course the coordinator does not run, as for a missing one', async () => {
    const headers = await sessionHeader(t.db, 'C1');
    expect((await t.app.inject({ method: 'GET', url: url(2), headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url(999999), headers })).statusCode).toBe(404);
  });
});
