// `npm run portal -- invite --email … --course <id or short name> --name … [--type 1|2]`: creates an
// invitation with the same service as the API, which queues its mail, then runs the queue's due jobs so that the mail
// goes now (SMTP_URL, else the outbox folder); a mail the SMTP server does not take stays queued for the server.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RegisterType } from '@portal/contract';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/core/db/client.ts';
import { HttpError } from '#server/core/errors.ts';
import type { JobQueue } from '#server/core/jobs/queue.ts';
import { createInvitation, type InvitationDeps } from './invitations.service.ts';

export const INVITE_USAGE =
  'Usage: npm run portal -- invite --email <address> --course <course id or short name> --name <full name> [--type 1|2]\n' +
  '  --type 1  a new participant (the full registration form); 2  an existing participant account.\n' +
  '  Without --type: 2 when the e-mail already has a participant account, else 1.';

/** A refusal of the command: its message is printed as it is. */
export class InviteCommandError extends Error {
  override name = 'InviteCommandError';
}

export interface InviteCommandDeps {
  db: Db;
  /** Started without workers: the command runs the due jobs itself (`drain`). */
  jobs: JobQueue;
  config: Config;
  log: InvitationDeps['log'];
}

/** Runs the command on parsed runtime services; answers the lines to print, throws InviteCommandError. */
export async function inviteCommand(deps: InviteCommandDeps, args: string[]): Promise<string> {
  let values: { email?: string; course?: string; name?: string; type?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args,
      options: {
        email: { type: 'string' },
        course: { type: 'string' },
        name: { type: 'string' },
        type: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new InviteCommandError(`${error instanceof Error ? error.message : String(error)}\n\n${INVITE_USAGE}`);
  }
  if (values.help) return INVITE_USAGE;
  const missing = (['email', 'course', 'name'] as const).filter((key) => !values[key]?.trim());
  if (missing.length > 0) {
    throw new InviteCommandError(`Missing ${missing.map((key) => `--${key}`).join(', ')}.\n\n${INVITE_USAGE}`);
  }
  if (values.type !== undefined && values.type !== '1' && values.type !== '2') {
    throw new InviteCommandError(`--type must be 1 (new participant) or 2 (existing participant).\n\n${INVITE_USAGE}`);
  }

  const outbox = path.resolve(deps.config.DATA_DIR, 'outbox');
  const before = new Set(listEml(outbox));
  let created: Awaited<ReturnType<typeof createInvitation>>;
  try {
    created = await createInvitation(
      {
        db: deps.db,
        jobs: deps.jobs,
        publicUrl: deps.config.PUBLIC_URL,
        timeZone: deps.config.TZ_INSTITUTE,
        log: deps.log,
      },
      {
        email: values.email ?? '',
        course: values.course ?? '',
        name: values.name ?? '',
        registerType: values.type === undefined ? undefined : (Number(values.type) as RegisterType),
      },
    );
  } catch (error) {
    if (error instanceof HttpError) throw new InviteCommandError(error.message);
    throw error;
  }
  const kind = created.registerType === 1 ? 'new participant (type 1)' : 'existing participant (type 2)';
  const what = `Invitation for ${created.email} to ${created.course.name} (${created.course.shortName}) as ${kind}`;
  const drained = await deps.jobs.drain();
  const until = created.expiresAt.toISOString();
  const written = listEml(outbox).filter((file) => !before.has(file));
  const file = written.length === 1 ? path.join(outbox, written[0] ?? '') : outbox;
  if (deps.config.SMTP_URL) {
    const server = new URL(deps.config.SMTP_URL);
    const via = `${server.protocol}//${server.host}`;
    if (drained.failed > 0) {
      return (
        `${what} could not be mailed through ${via} now: the mail stays queued, and the server sends it when the ` +
        `mail server answers (the invitation is valid until ${until}).`
      );
    }
    return `${what} was mailed through ${via} (valid until ${until}).`;
  }
  return (
    `${what} was written to ${file} (no SMTP_URL is set, so mails go to the outbox folder; valid until ${until}).\n` +
    'Open the .eml file with a mail program, or copy the link out of it.'
  );
}

function listEml(dir: string): string[] {
  try {
    return fs.readdirSync(dir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
}
