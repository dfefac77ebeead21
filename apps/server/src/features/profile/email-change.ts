// A profile's change of e-mail, made only through a link sent to the new address (docs/security.md AU13): the request
// stores the change with a token (only its SHA-256), the link applies it if the address is still free. An address is in
// use when another account has it or an invitation to it is pending (unused, not revoked, not expired): a participant
// cannot take the address of someone invited, which would block that person's registration.
import { EMAIL_CHANGE_LIMITS, EMAIL_CHANGE_LINK_MS, TOO_MANY_EMAIL_CHANGES } from '@portal/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { userChanged } from '#server/core/auth/sessions.ts';
import { hashToken, newToken, TOKEN_PATTERN } from '#server/core/auth/tokens.ts';
import { now } from '#server/core/clock.ts';
import type { ChangeFeed } from '#server/core/db/changes.ts';
import { type Db, queryRows, type Tx } from '#server/core/db/client.ts';
import { countInFixedWindow } from '#server/core/db/fixed-window.ts';
import { emailChanges, users } from '#server/core/db/schema/index.ts';

/**
 * Counts a save that changes the e-mail of an account, in a fixed one-hour window (the key/count/window table of
 * sign-in, key `email-change:<user id>`), and throws 429 past the limit. Counted whatever the new address is.
 */
export async function countEmailChangeRequest(db: Db, userId: number): Promise<void> {
  await countInFixedWindow(
    db,
    `email-change:${userId}`,
    { max: EMAIL_CHANGE_LIMITS.perAccount, windowMs: EMAIL_CHANGE_LIMITS.windowMs },
    TOO_MANY_EMAIL_CHANGES,
  );
}

/** Whether another account uses `email` or a pending invitation is addressed to it (one statement). */
export async function addressInUse(db: Db | Tx, email: string, userId: number): Promise<boolean> {
  const at = now().toISOString();
  const [row] = await queryRows<{ in_use: boolean }>(
    db,
    sql`select exists (select 1 from users where email = ${email} and id <> ${userId})
          or exists (select 1 from invitations where email = ${email} and used_at is null
                     and revoked_at is null and expires_at > ${at}::timestamptz) as in_use`,
  );
  return row?.in_use === true;
}

/** Stores a requested change and answers the token of its link; the user's earlier unused requests are dropped. */
export async function requestEmailChange(db: Db, userId: number, newEmail: string): Promise<string> {
  const token = newToken();
  const at = now();
  await db.transaction(async (tx) => {
    await tx.delete(emailChanges).where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
    await tx.insert(emailChanges).values({
      tokenHash: hashToken(token),
      userId,
      newEmail,
      createdAt: at,
      expiresAt: new Date(at.getTime() + EMAIL_CHANGE_LINK_MS),
    });
  });
  return token;
}

export type ConfirmedChange =
  | { outcome: 'changed'; userId: number; oldEmail: string; newEmail: string; firstName: string }
  | { outcome: 'in-use'; userId: number }
  | { outcome: 'invalid' };

/**
 * Follows a link: claims its row (a conditional update, so a link works once even when followed twice at once)
 * and, if the address is still free and the account active, writes it and tells every process's session cache.
 * A link whose address is in use by then is used up all the same. A race with a registration of the same address
 * ends in the unique index of `users.email`: the caller treats that violation as `in-use`.
 */
export async function confirmEmailChange(
  db: Db,
  changes: ChangeFeed,
  token: string | null | undefined,
  /** More work of the same transaction once the change is made (the notice's mail job). */
  alsoInTransaction: (tx: Tx, change: { userId: number; oldEmail: string }) => Promise<void>,
): Promise<ConfirmedChange> {
  if (!token || !TOKEN_PATTERN.test(token)) return { outcome: 'invalid' };
  return db.transaction(async (tx): Promise<ConfirmedChange> => {
    const at = now();
    const [claimed] = await queryRows<{ user_id: number; new_email: string }>(
      tx,
      sql`update email_changes set used_at = ${at.toISOString()}::timestamptz
          where token_hash = ${hashToken(token)} and used_at is null and expires_at > ${at.toISOString()}::timestamptz
          returning user_id, new_email`,
    );
    if (!claimed) return { outcome: 'invalid' };
    const [user] = await tx
      .select({ email: users.email, firstName: users.firstName, isActive: users.isActive })
      .from(users)
      .where(eq(users.id, claimed.user_id))
      .for('update');
    if (!user?.isActive) return { outcome: 'invalid' };
    if (await addressInUse(tx, claimed.new_email, claimed.user_id))
      return { outcome: 'in-use', userId: claimed.user_id };
    await tx.update(users).set({ email: claimed.new_email, updatedAt: at }).where(eq(users.id, claimed.user_id));
    await tx.delete(emailChanges).where(and(eq(emailChanges.userId, claimed.user_id), isNull(emailChanges.usedAt)));
    await userChanged(tx, changes, claimed.user_id);
    await alsoInTransaction(tx, { userId: claimed.user_id, oldEmail: user.email });
    return {
      outcome: 'changed',
      userId: claimed.user_id,
      oldEmail: user.email,
      newEmail: claimed.new_email,
      firstName: user.firstName,
    };
  });
}
