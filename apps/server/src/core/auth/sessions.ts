// Sessions live in the database (any number of server copies can check them): a random bearer token is
// issued at sign-in and only its SHA-256 is kept. A session ends after SESSION_IDLE without use or
// SESSION_MAX after sign-in, at logout, and when the user's password changes.
import { and, eq, ne } from 'drizzle-orm';
import { now } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { hashToken, newToken, TOKEN_PATTERN } from './tokens.ts';

export interface SessionUser {
  id: number;
  email: string;
  userType: number;
  firstName: string;
  lastName: string;
  avatarKey: string | null;
  sessionId: number;
}

export interface SessionLimits {
  idleMs: number;
  maxMs: number;
}

/** Last-seen is written at most this often, so that reads do not each cost a write. */
const TOUCH_EVERY_MS = 60_000;

/** The token of an `Authorization: Bearer …` header; cookies and query strings are never read. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_-]+)$/.exec(header.trim());
  const token = match?.[1];
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

export async function createSession(db: Db, userId: number): Promise<{ token: string; sessionId: number }> {
  const token = newToken();
  const at = now();
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, createdAt: at, lastSeenAt: at })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, sessionId: row.id };
}

/** The user of a live session, or null. An expired session is deleted when it is met. */
export async function findSession(db: Db, token: string, limits: SessionLimits): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      email: users.email,
      userType: users.userType,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarKey: users.avatarKey,
      isActive: users.isActive,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return null;
  const at = now().getTime();
  const expired = at - row.lastSeenAt.getTime() > limits.idleMs || at - row.createdAt.getTime() > limits.maxMs;
  if (expired || !row.isActive) {
    await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return null;
  }
  if (at - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(at) })
      .where(eq(sessions.id, row.sessionId));
  }
  return {
    id: row.id,
    email: row.email,
    userType: row.userType,
    firstName: row.firstName,
    lastName: row.lastName,
    avatarKey: row.avatarKey,
    sessionId: row.sessionId,
  };
}

export async function endSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user but one (password change), or all of them (reset, deactivation). */
export async function endUserSessions(db: Db, userId: number, exceptSessionId?: number): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptSessionId === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)),
    );
}
