// The identities of the cross-cutting suites (docs/security.md, Access control): the demo users of README.md, each with
// a fresh session made directly in the database, and the "dead" tokens that must all answer 401.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '#server/core/auth/passwords.ts';
import { createSession, endSession } from '#server/core/auth/sessions.ts';
import { newToken } from '#server/core/auth/tokens.ts';
import { localChanges } from '#server/core/db/changes.ts';
import type { Db } from '#server/core/db/client.ts';
import { sessions, users } from '#server/core/db/schema/index.ts';

export const DEMO_IDENTITIES = {
  P1: 'participant@demo.test',
  P2: 'participant2@demo.test',
  P3: 'participant3@demo.test',
  C1: 'coordinator@demo.test',
  C2: 'coordinator2@demo.test',
  ADM: 'admin@demo.test',
} as const;
export type IdentityName = keyof typeof DEMO_IDENTITIES;
export const ROLE_OF_IDENTITY: Record<IdentityName, 'participant' | 'coordinator' | 'admin'> = {
  P1: 'participant',
  P2: 'participant',
  P3: 'participant',
  C1: 'coordinator',
  C2: 'coordinator',
  ADM: 'admin',
};

export async function userIdOf(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}: is the demo data seeded?`);
  return row.id;
}

/** A new session of a demo identity (the admin's has passed the second sign-in step): its Authorization header. */
export async function sessionHeader(db: Db, name: IdentityName): Promise<{ authorization: string }> {
  const { token } = await createSession(db, await userIdOf(db, DEMO_IDENTITIES[name]), {
    twoStepVerified: ROLE_OF_IDENTITY[name] === 'admin',
  });
  return { authorization: `Bearer ${token}` };
}

/** Tokens that must never pass: made-up, logged out, expired by idleness, ended by a password change. */
export async function deadTokens(app: FastifyInstance, db: Db, idleMs: number): Promise<Record<string, string>> {
  const participant = await userIdOf(db, DEMO_IDENTITIES.P1);
  const coordinator = await userIdOf(db, DEMO_IDENTITIES.C1);
  const loggedOut = await createSession(db, participant);
  await endSession(db, localChanges(), loggedOut.sessionId);
  const expired = await createSession(db, coordinator);
  const past = new Date(Date.now() - idleMs - 60_000);
  await db.update(sessions).set({ lastSeenAt: past, createdAt: past }).where(eq(sessions.id, expired.sessionId));
  // A real password change through the API ends the user's other session.
  const email = `dead-${newToken().slice(0, 8).toLowerCase()}@suite.test`;
  await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword('old-password'), userType: 1, firstName: 'Dead' });
  const userId = await userIdOf(db, email);
  const survivor = await createSession(db, userId);
  const ended = await createSession(db, userId);
  const change = await app.inject({
    method: 'PATCH',
    url: '/api/coordinator/user/me/update_password',
    headers: { authorization: `Bearer ${survivor.token}` },
    payload: { password: 'old-password', new_password: 'new-password', confirm_password: 'new-password' },
  });
  if (change.statusCode !== 200) throw new Error(`password change failed: ${change.body}`);
  return {
    'made-up': newToken(),
    'logged-out': loggedOut.token,
    'expired (idle)': expired.token,
    'ended by password change': ended.token,
  };
}
