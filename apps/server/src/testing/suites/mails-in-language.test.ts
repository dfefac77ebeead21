// Every mail kind in its recipient's language (docs/i18n.md, "Mails"): built in Bangla, its subject, text and HTML
// hold no English sentence (no Latin letters but the values it carries and the kept words); built in English, it is
// byte for byte the mail the portal sent before mails were translated (fixtures/english-mails.json, made by the
// mail functions of that version with the inputs below). Then the language each job picks: the saved choice, the
// request's language for a reset link, the inviter's for an invitation, else English.
import { PRODUCT_NAME } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, userLanguages, users } from '#server/core/db/schema/index.ts';
import type { MailMessage } from '#server/core/mail/mailer.ts';
import { receiptMail } from '#server/features/assignments/assignments.mails.ts';
import { passwordChangedMail } from '#server/features/auth/auth.mails.ts';
import { certificateIssuedMail, certificateRevokedMail } from '#server/features/certificates/certificate.mails.ts';
import { reminderMail } from '#server/features/contents/contents.mails.ts';
import { invitationMail } from '#server/features/invitations/invitations.mails.ts';
import {
  emailChangedMail,
  emailChangeLinkMail,
  emailChangeRequestedMail,
  emailInUseMail,
} from '#server/features/profile/profile.mails.ts';
import {
  accountSetupMail,
  passwordResetDoneMail,
  passwordResetMail,
} from '#server/features/registration/registration.mails.ts';
import english from '../fixtures/english-mails.json' with { type: 'json' };
import { sessionHeader } from '../identities.ts';
import { buildTestApp, type TestApp } from '../test-app.ts';

const at = new Date('2026-12-04T12:00:00Z');
const tz = 'Asia/Dhaka';
type Lang = 'en' | 'bn';

/** Each mail kind built in a language, with the inputs the English fixture was made with. */
const KINDS: Record<keyof typeof english, (language: Lang) => MailMessage> = {
  a: (language) =>
    passwordChangedMail({ to: 'a@x.org', name: 'Rahim <b>', publicUrl: 'https://p.org/base/', language }),
  b: (language) =>
    passwordResetMail({ to: 'a@x.org', name: 'Rahim', link: 'https://p.org/reset-password?token=abc&x=1', language }),
  c: (language) =>
    accountSetupMail({
      ...{ to: 'a@x.org', name: 'Rahim', role: 'admin', link: 'https://p.org/r?token=1' },
      ...{ expiresAt: at, timeZone: tz, language },
    }),
  c2: (language) =>
    accountSetupMail({
      ...{ to: 'a@x.org', name: 'Rahim', role: 'coordinator', link: 'https://p.org/r?token=1' },
      ...{ expiresAt: at, timeZone: tz, language },
    }),
  d: (language) => passwordResetDoneMail({ to: 'a@x.org', name: 'Rahim', publicUrl: 'https://p.org/', language }),
  e: (language) =>
    invitationMail({
      ...{ to: 'a@x.org', name: 'Rahim', courseName: 'Risk & Co', courseShortName: 'RM-1' },
      ...{ link: 'https://p.org/register?token=1', expiresAt: at, timeZone: tz, language },
    }),
  f: (language) => emailChangedMail({ to: 'a@x.org', name: 'Rahim', newEmail: 'new@y.org', language }),
  g: (language) =>
    emailChangeLinkMail({ to: 'a@x.org', name: 'Rahim', link: 'https://p.org/confirm-email?token=1&a=2', language }),
  h: (language) => emailInUseMail({ to: 'a@x.org', publicUrl: 'https://p.org', language }),
  i: (language) => emailChangeRequestedMail({ to: 'a@x.org', name: 'Rahim', newEmail: 'new@y.org', language }),
  j: (language) =>
    reminderMail({
      ...{ to: 'a@x.org', name: 'Rahim', contentTitle: 'Week "1" <notes>' },
      ...{ link: 'https://p.org/participant/contents', language },
    }),
  k: (language) => receipt(true, language),
  k2: (language) => receipt(false, language),
  l: (language) =>
    certificateIssuedMail({
      ...{ to: 'a@x.org', name: 'Rahim', serial: 'S-1', code: 'ABCDEFGHJKLM', programName: 'Prog' },
      ...{ courseName: 'Course', issuedAt: at, publicUrl: 'https://p.org/', timeZone: tz, language },
    }),
  m: (language) =>
    certificateRevokedMail({
      ...{ to: 'a@x.org', holderName: 'Rahim', serial: 'S-1', courseName: 'Course', reason: 'Wrong <x>' },
      ...{ revokedAt: at, link: 'https://p.org/verify/X', timeZone: tz, language },
    }),
};

function receipt(onTime: boolean, language: Lang): MailMessage {
  return receiptMail({
    ...{ to: 'a@x.org', name: 'Rahim', assignmentTitle: 'Essay', timeZone: tz, language },
    receipt: { file_name: 'a.pdf', size_bytes: 1234, sha256: 'ff00', submitted_at: at.toISOString(), on_time: onTime },
  });
}

/** The values the inputs carry (names, links, addresses, codes), the product's name and the words Bangla keeps. */
const VALUES = [
  /https?:\/\/\S+?(?=["<\s]|$)/g,
  /[\w.*]+@[\w.]+\w/g,
  /Rahim|Risk (&amp;|&#38;|&) Co|RM-1|Week|Prog|Course|Essay|Wrong|notes|ABCD-EFGH-JKLM|S-1|a\.pdf|ff00/g,
  new RegExp(PRODUCT_NAME, 'g'),
  /\bPDF\b|SHA-256|\bbn\b/g,
  /<\/?(p|a|br|b|x|html|body|!doctype html)\b[^>]*>|&quot;|&lt;|&gt;|&amp;|&#\d+;/g,
];
const withoutValues = (text: string) => VALUES.reduce((rest, pattern) => rest.replace(pattern, ''), text);

describe('every mail kind in Bangla and in English', () => {
  for (const [name, build] of Object.entries(KINDS)) {
    it(`${name}: Bangla has no English sentence; English is the mail of before`, () => {
      const bangla = build('bn');
      for (const part of [bangla.subject, bangla.text, bangla.html ?? '']) {
        expect(part).toMatch(/[\u0980-\u09FF]/);
        expect(withoutValues(part), part).not.toMatch(/[A-Za-z]{2,}/);
      }
      expect(JSON.parse(JSON.stringify(build('en')))).toEqual(english[name as keyof typeof english]);
    });
  }
});

describe('the language a mail job picks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  const lastMailTo = (email: string) => t.mailer.messages.filter((message) => message.to === email).at(-1);

  it("mails a participant who chose Bangla in Bangla, and a reset link in the request's language to one who did not choose", async () => {
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'participant@demo.test'));
    if (!row) throw new Error('no demo participant');
    await t.db.insert(userLanguages).values({ userId: row.id, language: 'bn', updatedAt: new Date() });
    const forgot = (email: string, language?: Lang) =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/user/forgot-password',
        payload: language ? { email, language } : { email },
        remoteAddress: `10.9.0.${Math.floor(Math.random() * 250)}`,
      });
    expect((await forgot('participant@demo.test')).statusCode).toBe(200);
    await t.jobs.drain();
    expect(lastMailTo('participant@demo.test')?.subject).toBe(`${PRODUCT_NAME}: আপনার পাসওয়ার্ড রিসেট করুন`);

    // No saved choice: the page's language the request carries, else English.
    expect((await forgot('coordinator@demo.test', 'bn')).statusCode).toBe(200);
    await t.jobs.drain();
    expect(lastMailTo('coordinator@demo.test')?.subject).toBe(`${PRODUCT_NAME}: আপনার পাসওয়ার্ড রিসেট করুন`);
    expect((await forgot('coordinator@demo.test')).statusCode).toBe(200);
    await t.jobs.drain();
    expect(lastMailTo('coordinator@demo.test')?.subject).toBe(`${PRODUCT_NAME}: reset your password`);
  });

  it('sends an invitation in the language the admin picked, English when none', async () => {
    const admin = await sessionHeader(t.db, 'ADM');
    const [course] = await t.db.select({ id: courses.id }).from(courses).limit(1);
    const send = (email: string, language?: Lang) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/invitations',
        headers: admin,
        payload: { email, name: 'Invitee', course_id: course?.id, ...(language ? { language } : {}) },
      });
    const bangla = await send('invitee-bn@lang.test', 'bn');
    expect(bangla.statusCode, bangla.body).toBe(200);
    const english = await send('invitee-en@lang.test');
    expect(english.statusCode, english.body).toBe(200);
    await t.jobs.drain();
    expect(lastMailTo('invitee-bn@lang.test')?.text).toContain('আমন্ত্রণ জানানো হচ্ছে');
    expect(lastMailTo('invitee-en@lang.test')?.text).toContain('You are invited to join');
  });
});
