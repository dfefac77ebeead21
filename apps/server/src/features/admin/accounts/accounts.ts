// Accounts an admin creates (admins and coordinators): the account without a usable password, then a mailed
// link to choose one (the reset-password page, valid TOKEN_LIFETIME.accountSetupMs). Used by `create-admin`
// and by the coordinator screens of the console.
import { TOKEN_LIFETIME, USER_TYPE } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '#server/core/auth/passwords.ts';
import { newToken } from '#server/core/auth/tokens.ts';
import { now } from '#server/core/clock.ts';
import type { Db } from '#server/core/db/client.ts';
import { coordinatorProfiles, users } from '#server/core/db/schema/index.ts';
import { conflict, notFound } from '#server/core/errors.ts';
import type { JobQueue } from '#server/core/jobs/queue.ts';
import { linkTo } from '#server/core/mail/mail-parts.ts';
import { accountSetupMailJob, issueResetToken } from '#server/features/registration/index.ts';
import { type AuditActor, recordAudit } from '../audit/audit-log.ts';

export const ACCOUNT_TEXT = {
  emailTaken: 'An account with this e-mail already exists',
  noAccount: 'No such account',
} as const;

export interface AccountDeps {
  db: Db;
  jobs: JobQueue;
  publicUrl: string;
  timeZone: string;
  log: FastifyBaseLogger;
}

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  userType: typeof USER_TYPE.admin | typeof USER_TYPE.coordinator;
  mobileNo?: string | null;
  /** A coordinator's designation, shown on the public site. */
  occupation?: string;
}

/** What the audit log keeps of an account: never its password hash. */
export function accountSnapshot(row: {
  email: string;
  firstName: string;
  lastName: string;
  userType: number;
  isActive: boolean;
  mobileNo?: string | null;
}) {
  return {
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    user_type: row.userType,
    is_active: row.isActive,
    mobile_no: row.mobileNo ?? null,
  };
}

/**
 * Creates the account (409 when the e-mail has one) with a random password nobody knows, audits it, then queues
 * the mail of the link to choose a password (`mailed: true`: the queue tries again while the mail server is down;
 * `sendSetupLink` sends a new link).
 */
export async function createAccount(
  deps: AccountDeps,
  actor: AuditActor,
  input: NewAccount,
): Promise<{ id: number; mailed: boolean; link: string }> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(newToken());
  const id = await deps.db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (taken) throw conflict(ACCOUNT_TEXT.emailTaken);
    const at = now();
    const [row] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        userType: input.userType,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        mobileNo: input.mobileNo ?? null,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: users.id, isActive: users.isActive });
    if (!row) throw new Error('The account was not created');
    if (input.userType === USER_TYPE.coordinator) {
      await tx.insert(coordinatorProfiles).values({ userId: row.id, occupation: input.occupation?.trim() ?? '' });
    }
    await recordAudit(tx, actor, {
      action: 'create',
      entity: input.userType === USER_TYPE.admin ? 'admin' : 'coordinator',
      entityId: row.id,
      after: { ...accountSnapshot({ ...input, email, isActive: row.isActive }), occupation: input.occupation ?? null },
    });
    return row.id;
  });
  const sent = await sendSetupLink(deps, id);
  return { id, ...sent };
}

/** Queues the mail of a new link to choose a password (an earlier unused one stops working). */
export async function sendSetupLink(deps: AccountDeps, userId: number): Promise<{ mailed: boolean; link: string }> {
  const [account] = await deps.db
    .select({ email: users.email, firstName: users.firstName, userType: users.userType })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!account) throw notFound(ACCOUNT_TEXT.noAccount);
  // The token row and the mail job commit together; the job carries the token sealed (the admin sees the link too).
  const token = await deps.db.transaction(async (tx) => {
    const issued = await issueResetToken(tx, userId, TOKEN_LIFETIME.accountSetupMs);
    await deps.jobs.enqueue(tx, accountSetupMailJob, {
      userId,
      token: deps.jobs.seal(accountSetupMailJob, issued),
      expiresAt: now().getTime() + TOKEN_LIFETIME.accountSetupMs,
    });
    return issued;
  });
  // Queued: the queue tries again while the mail server is down, so the mail is not lost (`mailed` stays true).
  return { mailed: true, link: linkTo(deps.publicUrl, '/reset-password', token) };
}
