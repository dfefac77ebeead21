// `npm run portal -- invite …`, called as a function: without SMTP_URL the mail is an .eml file in
// DATA_DIR/outbox; its link registers the participant. Refusals are clear; the embedded database's lock
// keeps the command from running beside a server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SendInvitationBody } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '#server/core/db/data-dir-lock.ts';
import { invitations } from '#server/core/db/schema/index.ts';
import { linkIn } from '#server/testing/mailbox.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { INVITE_USAGE, InviteCommandError, inviteCommand } from './invite-command.ts';

let t: TestApp;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  // No SMTP_URL: the real mailer writes each mail into DATA_DIR/outbox.
  t = await buildTestApp({ realMailer: true });
});
afterAll(() => t.close());

const run = (...args: string[]) => inviteCommand({ db: t.db, jobs: t.jobs, config: t.config, log }, args);

describe('invite', () => {
  it('writes the invitation to the outbox, says where, and its link registers the participant', async () => {
    const output = await run('--email', 'Cli.Person@Invite.test', '--course', 'ccp-2026', '--name', 'Cli Person');
    expect(output).toMatch(
      /^Invitation for cli\.person@invite\.test to Certified Credit Professional \(CCP-2026\) as new participant \(type 1\) was written to .*\.eml/,
    );
    const file = /written to (\S+\.eml)/.exec(output)?.[1] ?? '';
    expect(path.dirname(file)).toBe(path.resolve(t.config.DATA_DIR, 'outbox'));
    const mail = await simpleParser(fs.readFileSync(file));
    expect(mail.subject).toContain('CCP-2026');
    const { token } = linkIn({ text: mail.text ?? '' }, `${t.config.PUBLIC_URL}/register?token=`);

    const check = await t.app.inject({
      method: 'GET',
      url: '/api/register_auth',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(check.json()).toMatchObject({
      email: 'cli.person@invite.test',
      register_type: 1,
      participant_name: 'Cli Person',
    });
    const registered = await t.app.inject({
      method: 'POST',
      url: `/api/register/new_participant/${token}`,
      payload: {
        first_name: 'Cli',
        last_name: 'Person',
        organization_id: 0,
        organization_name: 'Bank Asia PLC',
        designation: 'Officer',
        last_academic_degree: 'BBA',
        exp_in_bank: 0,
        mobile_no: '01911111111',
        password: 'cli-password',
        confirm_password: 'cli-password',
        present_address: 'Dhaka',
        permanent_address: 'Dhaka',
        gender: 1,
        dob: '1999-12-31',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().course).toBe('Certified Credit Professional');
  });

  it('takes the course id as well, and type 2 for an existing participant account', async () => {
    const output = await run(
      '--email',
      'participant2@demo.test',
      '--course',
      '1',
      '--name',
      'Participant Two',
      '--type',
      '2',
    );
    expect(output).toMatch(/as existing participant \(type 2\)/);
  });

  it('refuses an unknown course, an e-mail already enrolled, and a type that does not fit the account', async () => {
    await expect(run('--email', 'a@invite.test', '--course', 'NOPE-1', '--name', 'A')).rejects.toThrow(
      'No course has the short name "NOPE-1".',
    );
    await expect(run('--email', 'a@invite.test', '--course', '99999', '--name', 'A')).rejects.toThrow(
      'No course has the id "99999".',
    );
    await expect(run('--email', 'participant@demo.test', '--course', 'CEAML-2026', '--name', 'P')).rejects.toThrow(
      'participant@demo.test is already enrolled in CEAML-2026.',
    );
    await expect(
      run('--email', 'participant2@demo.test', '--course', 'CEAML-2026', '--name', 'P', '--type', '1'),
    ).rejects.toThrow(/already has an account: invite it as an existing participant \(type 2\)/);
    await expect(
      run('--email', 'nobody@invite.test', '--course', 'CEAML-2026', '--name', 'N', '--type', '2'),
    ).rejects.toThrow(/has no account yet/);
    await expect(run('--email', 'coordinator@demo.test', '--course', 'CCP-2026', '--name', 'C')).rejects.toThrow(
      /coordinator or admin account/,
    );
  });

  it.each([
    'ann..lee@invite.test',
    '.ann@invite.test',
    'ann@invite.t',
    'ann@invite_x.test',
    '"ann"@invite.test',
    'anné@invite.test',
  ])('refuses %s, as the admin form and the CSV import do (one e-mail rule), and stores nothing', async (email) => {
    expect(SendInvitationBody.shape.email.safeParse(email).success).toBe(false);
    await expect(run('--email', email, '--course', 'CCP-2026', '--name', 'Ann Lee')).rejects.toThrow(
      `"${email}" is not an e-mail address.`,
    );
    const stored = await t.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(eq(invitations.email, email.toLowerCase()));
    expect(stored).toEqual([]);
  });

  it('explains its options when they are missing or wrong', async () => {
    await expect(run('--email', 'b@invite.test')).rejects.toThrow(/Missing --course, --name\./);
    await expect(run('--email', 'b@invite.test', '--course', 'CCP-2026', '--name', 'B', '--type', '3')).rejects.toThrow(
      /--type must be 1/,
    );
    await expect(run('--bogus')).rejects.toBeInstanceOf(InviteCommandError);
    await expect(run('--email', 'not-an-email', '--course', 'CCP-2026', '--name', 'B')).rejects.toThrow(
      /is not an e-mail address/,
    );
    expect(await run('--help')).toBe(INVITE_USAGE);
  });

  it('cannot run beside a server on the same embedded database (the data folder lock names the holder)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
    try {
      // The parent process (the test runner) is alive and holds the lock.
      fs.writeFileSync(path.join(dir, 'db.lock'), String(process.ppid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(
        new RegExp(`in use by process ${process.ppid}\\. Stop that process first`),
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
