// `npm run portal -- reset-admin-mfa --email …`: an admin who lost their authenticator. Their two-step
// enrolment is deleted and every session of theirs ends, in one transaction with the audit row (actor
// `command line`); at the next sign-in they set up an authenticator again (docs/decisions/013-admin-two-step-sign-in.md).
import { parseArgs } from 'node:util';
import { USER_TYPE } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { endUserSessions } from '#server/core/auth/sessions.ts';
import type { ChangeFeed } from '#server/core/db/changes.ts';
import type { Db } from '#server/core/db/client.ts';
import { adminTwoStep, users } from '#server/core/db/schema/index.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { COMMAND_LINE_ACTOR } from './create-admin.ts';

export const RESET_ADMIN_MFA_USAGE =
  'Usage: npm run portal -- reset-admin-mfa --email <address>\n' +
  "  Clears an admin's two-step sign-in (authenticator) and ends their sessions: they set it up again at the next sign-in.";

export class ResetAdminTwoStepError extends Error {
  override name = 'ResetAdminTwoStepError';
}

export interface ResetAdminTwoStepDeps {
  db: Db;
  changes: ChangeFeed;
}

export async function resetAdminTwoStepCommand(deps: ResetAdminTwoStepDeps, args: string[]): Promise<string> {
  let values: { email?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: { email: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new ResetAdminTwoStepError(
      `${error instanceof Error ? error.message : String(error)}\n\n${RESET_ADMIN_MFA_USAGE}`,
    );
  }
  if (values.help) return RESET_ADMIN_MFA_USAGE;
  const email = values.email?.trim().toLowerCase() ?? '';
  if (!email) throw new ResetAdminTwoStepError(`--email is required.\n\n${RESET_ADMIN_MFA_USAGE}`);

  const [admin] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), eq(users.userType, USER_TYPE.admin)));
  if (!admin) throw new ResetAdminTwoStepError(`There is no admin account with the e-mail ${email}.`);

  const removed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(adminTwoStep)
      .where(eq(adminTwoStep.userId, admin.id))
      .returning({ confirmedAt: adminTwoStep.confirmedAt });
    if (!row) return false;
    await endUserSessions(tx, deps.changes, admin.id);
    await recordAudit(tx, COMMAND_LINE_ACTOR, {
      action: 'update',
      entity: 'admin',
      entityId: admin.id,
      before: { two_step: row.confirmedAt ? 'set up' : 'being set up' },
      after: { two_step: 'not set up' },
    });
    return true;
  });
  return removed
    ? `Two-step sign-in of ${email} cleared and their sessions ended: they set it up again at the next sign-in.`
    : `${email} has no two-step sign-in set up: nothing changed.`;
}
