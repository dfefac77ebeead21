// Password reset by e-mail (docs/security.md AU6): a random token (only its SHA-256 stored), one hour, single use,
// voided by a newer request and by any later change of the account (password change, reset). Requests are counted per
// e-mail in the database whether or not the e-mail has an account, so the 429 tells nothing.
import { FORGOT_PASSWORD_LIMITS, TOKEN_LIFETIME } from '@portal/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { endUserSessions } from '#server/core/auth/sessions.ts';
import { hashToken, newToken, TOKEN_PATTERN } from '#server/core/auth/tokens.ts';
import { now } from '#server/core/clock.ts';
import type { ChangeFeed } from '#server/core/db/changes.ts';
import { type Db, queryRows, type Tx } from '#server/core/db/client.ts';
import { countInFixedWindow } from '#server/core/db/fixed-window.ts';
import { emailChanges, passwordResets, users } from '#server/core/db/schema/index.ts';

/** The counter key of forgot-password requests of one e-mail (in the key/count/window table of sign-in). */
const forgotKey = (email: string) => `forgot:${email}`;

export const TOO_MANY_RESET_REQUESTS = 'Too many password reset requests. Please try again later.';

/**
 * Counts one forgot-password request of an e-mail in a fixed one-hour window and throws 429 past the limit.
 * The same for an e-mail with or without an account.
 */
export async function countForgotRequest(db: Db, email: string): Promise<void> {
  await countInFixedWindow(
    db,
    forgotKey(email),
    { max: FORGOT_PASSWORD_LIMITS.perEmail, windowMs: FORGOT_PASSWORD_LIMITS.windowMs },
    TOO_MANY_RESET_REQUESTS,
  );
}

export interface ResetTarget {
  userId: number;
  email: string;
  firstName: string;
}

/** The active account of an e-mail, or null. */
export async function accountOf(db: Db, email: string): Promise<ResetTarget | null> {
  const [row] = await db
    .select({ userId: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(eq(users.email, email), eq(users.isActive, true)))
    .limit(1);
  return row ?? null;
}

/**
 * A new reset token for a user; earlier unused ones are deleted (a newer request voids them). A new account's
 * first password is set through the same link, with the longer `TOKEN_LIFETIME.accountSetupMs`.
 */
export async function issueResetToken(
  db: Db,
  userId: number,
  lifetimeMs: number = TOKEN_LIFETIME.passwordResetMs,
): Promise<string> {
  const token = newToken();
  const at = now();
  await db.transaction(async (tx) => {
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      tokenHash: hashToken(token),
      userId,
      createdAt: at,
      expiresAt: new Date(at.getTime() + lifetimeMs),
    });
  });
  return token;
}

/**
 * The reset row of a token if it may still be used: unused, not expired, the account active and not changed
 * since the link was issued (a password change or an earlier reset sets `users.updated_at`).
 */
export async function findUsableReset(
  db: Db,
  token: string | null | undefined,
): Promise<(ResetTarget & { id: number }) | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ id: passwordResets.id, userId: users.id, email: users.email, firstName: users.firstName })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now()),
        eq(users.isActive, true),
        sql`${passwordResets.createdAt} >= ${users.updatedAt}`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Uses a reset: claims the row (conditional update, so a token works once even under concurrent use), sets
 * the password, ends every session of the user and deletes the user's other reset rows. False when the row
 * was no longer usable.
 */
export async function applyReset(
  db: Db,
  changes: ChangeFeed,
  resetId: number,
  userId: number,
  passwordHash: string,
  /** More work of the same transaction (the notice's mail job). */
  alsoInTransaction: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const at = now();
    const claimed = await queryRows<{ id: number }>(
      tx,
      sql`update password_resets set used_at = ${at.toISOString()}::timestamptz
          where id = ${resetId} and used_at is null and expires_at > ${at.toISOString()}::timestamptz
          returning id`,
    );
    if (claimed.length !== 1) return false;
    await tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
    await endUserSessions(tx, changes, userId);
    // As a password change: a change of e-mail asked for before is dropped.
    await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    await alsoInTransaction(tx);
    return true;
  });
}
