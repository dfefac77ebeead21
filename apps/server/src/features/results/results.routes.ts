// The participant's Results (docs/features.md, Results): their courses with what has been released, nothing more.
import { participantResults } from '@portal/contract';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { toParticipantCourseResult } from './results.presenters.ts';
import { participantResultRows } from './results.queries.ts';

export function participantResultsRoutes({ route, db }: FeatureContext) {
  route(participantResults.read, async ({ user }) => {
    const rows = await participantResultRows(db, user);
    return { courses: rows.map(toParticipantCourseResult) };
  });
}
