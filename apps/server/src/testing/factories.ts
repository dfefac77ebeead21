// Rows of a test's own: people, courses, enrolments and coordinators, each person with a session. Tests build
// their world from these, so that counts and lists they check hold whatever the demo data or other cases add.
import { USER_TYPE } from '@portal/contract';
import { createSession } from '#server/core/auth/sessions.ts';
import { newToken } from '#server/core/auth/tokens.ts';
import type { Db } from '#server/core/db/client.ts';
import { courseCoordinators, courses, enrolments, users } from '#server/core/db/schema/index.ts';

export interface Person {
  id: number;
  email: string;
  name: string;
  /** The Authorization header of a fresh session. */
  headers: { authorization: string };
}

const unique = () =>
  newToken()
    .slice(0, 10)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x');

/** Sessions never use the password: tests sign in by a session made in the database. */
const NO_PASSWORD = 'not-a-password-hash';

export async function makePerson(
  db: Db,
  role: 'participant' | 'coordinator' | 'admin',
  name: { first?: string; last?: string } = {},
): Promise<Person> {
  const email = `${role}-${unique()}@factory.test`;
  const firstName = name.first ?? (role === 'participant' ? 'Pat' : role === 'coordinator' ? 'Cora' : 'Ada');
  const lastName = name.last ?? unique();
  const [row] = await db
    .insert(users)
    .values({ email, passwordHash: NO_PASSWORD, userType: USER_TYPE[role], firstName, lastName })
    .returning({ id: users.id });
  if (!row) throw new Error('person not inserted');
  const { token } = await createSession(db, row.id);
  return { id: row.id, email, name: `${firstName} ${lastName}`, headers: { authorization: `Bearer ${token}` } };
}

export interface CourseSetup {
  name?: string;
  status?: 0 | 1;
  participants?: Person[];
  coordinators?: Person[];
}

/** A course with its participants enrolled (rolls 001, 002, …) and its coordinators. */
export async function makeCourse(db: Db, setup: CourseSetup = {}): Promise<{ id: number; name: string }> {
  const code = unique();
  const name = setup.name ?? `Course ${code}`;
  const [row] = await db
    .insert(courses)
    .values({ name, shortName: `C-${code}`, year: 2026, status: setup.status ?? 1 })
    .returning({ id: courses.id });
  if (!row) throw new Error('course not inserted');
  const participants = setup.participants ?? [];
  if (participants.length) {
    await db.insert(enrolments).values(
      participants.map((person, index) => ({
        courseId: row.id,
        participantId: person.id,
        courseRoll: String(index + 1).padStart(3, '0'),
      })),
    );
  }
  const coordinators = setup.coordinators ?? [];
  if (coordinators.length) {
    await db
      .insert(courseCoordinators)
      .values(coordinators.map((person) => ({ courseId: row.id, coordinatorId: person.id })));
  }
  return { id: row.id, name };
}
