// `npm run portal -- create-admin --email … [--name …]`: the first admin of a fresh database (and any later one
// from the command line). The account gets no usable password: a link to choose one is queued and mailed at once
// (SMTP_URL), or written to the outbox folder, and printed.
import { parseArgs } from 'node:util';
import { USER_TYPE } from '@portal/contract';
import { z } from 'zod';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/core/db/client.ts';
import { HttpError } from '#server/core/errors.ts';
import type { JobQueue } from '#server/core/jobs/queue.ts';
import { type AccountDeps, createAccount } from './accounts.ts';

export const CREATE_ADMIN_USAGE =
  'Usage: npm run portal -- create-admin --email <address> [--name "<first name> <last name>"]\n' +
  '  Creates an admin account and mails (or writes to the outbox folder) a link to choose its password.';

/** The audit log's actor for what the command line does. */
export const COMMAND_LINE_ACTOR = { id: null, email: 'command line' } as const;

export class CreateAdminError extends Error {
  override name = 'CreateAdminError';
}

export interface CreateAdminDeps {
  db: Db;
  /** Started without workers: the command runs the due jobs itself (`drain`). */
  jobs: JobQueue;
  config: Config;
  log: AccountDeps['log'];
}

export async function createAdminCommand(deps: CreateAdminDeps, args: string[]): Promise<string> {
  let values: { email?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: { email: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new CreateAdminError(`${error instanceof Error ? error.message : String(error)}\n\n${CREATE_ADMIN_USAGE}`);
  }
  if (values.help) return CREATE_ADMIN_USAGE;
  const email = values.email?.trim().toLowerCase() ?? '';
  // The API's own e-mail check (the contract's `.email()`), not a second pattern.
  if (!z.email().safeParse(email).success)
    throw new CreateAdminError(`A valid --email is required.\n\n${CREATE_ADMIN_USAGE}`);
  const [firstName = 'Admin', ...rest] = (values.name?.trim() || 'Admin').split(/\s+/);

  let created: Awaited<ReturnType<typeof createAccount>>;
  try {
    created = await createAccount(
      {
        db: deps.db,
        jobs: deps.jobs,
        publicUrl: deps.config.PUBLIC_URL,
        timeZone: deps.config.TZ_INSTITUTE,
        log: deps.log,
      },
      COMMAND_LINE_ACTOR,
      { email, firstName, lastName: rest.join(' '), userType: USER_TYPE.admin },
    );
  } catch (error) {
    if (error instanceof HttpError) throw new CreateAdminError(error.message);
    throw error;
  }
  const drained = await deps.jobs.drain();
  const where = deps.config.SMTP_URL ? 'mailed to' : 'written to the outbox folder for';
  const mail =
    drained.failed === 0
      ? `A link to choose the password was ${where} ${email}`
      : 'The mail could not be sent now: it stays queued, and the server sends it when the mail server answers';
  return `Admin account ${email} created. ${mail}; it works once, for 7 days:\n${created.link}`;
}
