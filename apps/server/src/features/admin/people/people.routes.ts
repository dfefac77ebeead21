// People and courses of the admin console (docs/decisions/012-admin-console.md, "People and courses"): the
// course select the other admin screens share, courses with their coordinators and enrolments, coordinator
// accounts and participants. Every change runs in a transaction with its audit row.
import { adminPeople } from '@portal/contract';
import type { FeatureContext } from '#server/core/feature-context.ts';
import { courseOptions } from './people.queries.ts';

export function peopleRoutes({ route, db }: FeatureContext) {
  route(adminPeople.courseOptions, async ({ query }) => ({
    courses: await courseOptions(db, query.status === undefined ? undefined : Number(query.status)),
  }));
}
