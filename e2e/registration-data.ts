// The invitations of registration.spec.ts, created with the BUILT command line (`node apps/server/dist/portal.js
// invite …`) on the server's DATA_DIR before the server starts (the embedded database has one user at a time),
// and the outbox reader: without SMTP_URL every mail is an .eml file in DATA_DIR/outbox.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { ROOT } from './server.ts';

const PORTAL_CLI = path.join(ROOT, 'apps/server/dist/portal.js');

/** One invitation per test: each test registers its own participant. Course B (CCP-2026), type 1. */
export const INVITATIONS = {
  validation: { email: 'e2e.validation@register.test', name: 'Vali Dation' },
  newcomer: { email: 'e2e.newcomer@register.test', name: 'Nadia Karim' },
  reset: { email: 'e2e.reset@register.test', name: 'Rafi Reset' },
} as const;
export const INVITED_COURSE = { shortName: 'CCP-2026', name: 'Certified Credit Professional' } as const;

function portal(env: NodeJS.ProcessEnv, args: string[]): string {
  return execFileSync(process.execPath, [PORTAL_CLI, ...args], { cwd: ROOT, env, encoding: 'utf8' });
}

/** Seeds the demo data (what the server would do on an empty database), then invites each test's participant. */
/** Runs the built command line on a server's DATA_DIR (before the server takes the embedded database). */
export function portalCommand(env: NodeJS.ProcessEnv, args: string[]): string {
  return portal(env, args);
}

export function prepareRegistration(env: NodeJS.ProcessEnv): void {
  portal(env, ['seed-demo']);
  for (const invitation of Object.values(INVITATIONS)) {
    const output = portal(env, [
      'invite',
      '--email',
      invitation.email,
      '--course',
      INVITED_COURSE.shortName.toLowerCase(),
      '--name',
      invitation.name,
      '--type',
      '1',
    ]);
    if (!output.includes('was written to')) throw new Error(`invite did not write a mail:\n${output}`);
  }
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Every mail of the outbox to `to` whose subject matches, oldest first; `dataDir`: another server's DATA_DIR. */
export async function mailsTo(
  to: string,
  subject: RegExp,
  dataDir: string | undefined = process.env.E2E_DATA_DIR,
): Promise<OutboxMail[]> {
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: the outbox is known only when global-setup starts the server');
  const outbox = path.join(dataDir, 'outbox');
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((file) => file.endsWith('.eml')) : [];
  const mails: (OutboxMail & { at: number })[] = [];
  for (const file of files) {
    const full = path.join(outbox, file);
    const parsed = await simpleParser(fs.readFileSync(full));
    const recipients = [parsed.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address));
    if (!recipients.includes(to) || !subject.test(parsed.subject ?? '')) continue;
    mails.push({
      to,
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: typeof parsed.html === 'string' ? parsed.html : '',
      at: fs.statSync(full).mtimeMs,
    });
  }
  return mails.sort((a, b) => a.at - b.at);
}

/** The link of a mail that starts with `prefix`. */
export function linkIn(mail: OutboxMail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in the mail "${mail.subject}"`);
  return link;
}
