import { CONTACT_SENT } from '@portal/contract';
import { XSS_VECTORS } from '@portal/contract/test-texts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/core/db/client.ts';
import {
  contactMessages,
  directorMessages,
  programCoordinators,
  programs,
  users,
} from '#server/core/db/schema/index.ts';
import { ADMIN, COORDINATORS, PARTICIPANTS } from '#server/seed/demo-people.ts';
import { sessionHeader, userIdOf } from '#server/testing/identities.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';
import { sanitizeRichHtml } from './rich-html.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CONTACT_TO: 'desk@institute.test' } });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const contact = (payload: unknown, remoteAddress = '198.51.100.1') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });

const expectError = (response: { statusCode: number; json(): unknown }, status: number) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
};

describe('GET /api/gallery/home-images', () => {
  it('answers the banner images in order with /media URLs, titles and optional links, revalidated on every use', async () => {
    const response = await get('/api/gallery/home-images?offset=0');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const { images } = response.json().data;
    expect(images).toHaveLength(4);
    for (const image of images) {
      expect(Object.keys(image).sort()).toEqual(['id', 'image_url', 'link_url', 'title']);
      expect(image.image_url).toMatch(/^\/media\/gallery\/.+\.(jpg|jpeg|png|webp)$/);
    }
    expect(images[0]).toMatchObject({
      title: expect.stringContaining('Certification Programmes 2026'),
      link_url: '/courses',
    });
    expect(images[1].link_url).toBeNull();
    const served = await get(images[0].image_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
  });

  it('pages with ?offset= and defaults to 0', async () => {
    const all = (await get('/api/gallery/home-images')).json().data.images;
    const rest = (await get('/api/gallery/home-images?offset=2')).json().data.images;
    expect(rest).toEqual(all.slice(2));
    expect((await get('/api/gallery/home-images?offset=400')).json().data.images).toEqual([]);
  });

  it('refuses a bad offset with 400', async () => {
    for (const offset of ['-1', 'abc', '1.5', '99999999']) {
      expectError(await get(`/api/gallery/home-images?offset=${offset}`), 400);
    }
  });
});

describe('GET /api/certification-programs', () => {
  it('answers every programme in display order, with the list fields only', async () => {
    const response = await get('/api/certification-programs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const { programs: list } = response.json().data;
    expect(list.slice(0, 3).map((p: { program_short_name: string }) => p.program_short_name)).toEqual([
      'CEAML',
      'CCP',
      'CTF',
    ]);
    expect(Object.keys(list[0]).sort()).toEqual(['id', 'image_url', 'program_name', 'program_short_name']);
    expect(list[0]).toMatchObject({
      program_name: 'Certified Expert in Anti-Money Laundering',
      image_url: expect.stringMatching(/^\/media\/programs\//),
    });
  });

  it('keeps the first N with ?limit=', async () => {
    const response = await get('/api/certification-programs?limit=1');
    expect(response.json().data.programs.map((p: { program_short_name: string }) => p.program_short_name)).toEqual([
      'CEAML',
    ]);
    expect((await get('/api/certification-programs?limit=3')).json().data.programs).toHaveLength(3);
  });

  it('refuses a bad limit with 400', async () => {
    for (const limit of ['0', '-3', 'abc', '101', '2.5']) {
      expectError(await get(`/api/certification-programs?limit=${limit}`), 400);
    }
  });
});

describe('GET /api/certification-programs/:program_short_name', () => {
  it('answers the programme whatever the case of the short name', async () => {
    const lower = await get('/api/certification-programs/ceaml');
    expect(lower.statusCode).toBe(200);
    expect(lower.headers['cache-control']).toBe('public, no-cache');
    for (const name of ['CEAML', 'Ceaml', 'cEaMl']) {
      expect((await get(`/api/certification-programs/${name}`)).json()).toEqual(lower.json());
    }
    const data = lower.json().data;
    expect(Object.keys(data).sort()).toEqual([
      'description',
      'id',
      'image_url',
      'module',
      'program_coordinators',
      'program_name',
      'program_short_name',
    ]);
    expect(data).toMatchObject({
      program_short_name: 'CEAML',
      program_name: 'Certified Expert in Anti-Money Laundering',
      image_url: expect.stringMatching(/^\/media\/programs\//),
    });
    expect(data.module).toContain('<h3>Module 1: Money Laundering and Terrorist Financing</h3>');
    expect(data.description).toContain('<p>The Certified Expert in Anti-Money Laundering (CEAML) programme');
  });

  it('lists active coordinators by batch, latest batch first, with public fields only', async () => {
    const { program_coordinators: coordinators } = (await get('/api/certification-programs/ceaml')).json().data;
    expect(coordinators.map((c: { batch: string }) => c.batch)).toEqual([
      'Batch 5',
      'Batch 5',
      'Batch 4',
      'Batch 4',
      'Batch 3',
    ]);
    expect(Object.keys(coordinators[0]).sort()).toEqual([
      'batch',
      'coordinator_id',
      'coordinator_name',
      'designation',
      'profile_pic',
    ]);
    const ayesha = await userIdOf(t.db, 'coordinator@demo.test');
    expect(coordinators).toContainEqual({
      coordinator_id: ayesha,
      coordinator_name: 'Ayesha Siddiqua',
      designation: 'Professor',
      profile_pic: expect.stringMatching(/^\/media\/avatars\//),
      batch: 'Batch 5',
    });
  });

  it('orders "Batch 10" before "Batch 9" and leaves out a deactivated coordinator', async () => {
    const [program] = await t.db
      .insert(programs)
      .values({ shortName: 'ORDER-T', name: 'Batch order test', sortOrder: 90 })
      .returning({ id: programs.id });
    const [inactive] = await t.db
      .insert(users)
      .values({
        email: 'inactive-coord@public.test',
        passwordHash: 'x',
        userType: 1,
        firstName: 'Gone',
        isActive: false,
      })
      .returning({ id: users.id });
    const ayesha = await userIdOf(t.db, 'coordinator@demo.test');
    await t.db.insert(programCoordinators).values([
      { programId: program!.id, coordinatorId: ayesha, batch: 'Batch 9' },
      { programId: program!.id, coordinatorId: ayesha, batch: 'Batch 10' },
      { programId: program!.id, coordinatorId: inactive!.id, batch: 'Batch 10' },
    ]);
    const { program_coordinators: list } = (await get('/api/certification-programs/order-t')).json().data;
    expect(list.map((c: { batch: string }) => c.batch)).toEqual(['Batch 10', 'Batch 9']);
  });

  it('answers 404 for a programme that does not exist', async () => {
    const response = await get('/api/certification-programs/nope');
    expectError(response, 404);
    expect(response.json().error).toBe('Course Not Found!');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a malformed short name with 400', async () => {
    for (const name of ['%2e%2e%2f', 'a%20b', '-x', '%3Cscript%3E']) {
      expectError(await get(`/api/certification-programs/${name}`), 400);
    }
  });
});

describe('GET /api/director-messages/:id', () => {
  it('answers the Director General (1) and the Director (Certification) (2)', async () => {
    const general = await get('/api/director-messages/1');
    expect(general.statusCode).toBe(200);
    expect(general.json().data.message).toEqual({
      name: 'Dr. Farhana Rahman',
      designation: 'Director General',
      avatar_url: expect.stringMatching(/^\/media\/directors\//),
      message: expect.stringContaining('<p>Welcome to the certification programmes'),
    });
    const certification = (await get('/api/director-messages/2')).json().data.message;
    expect(certification).toMatchObject({ name: 'Dr. Md. Kamrul Hasan', designation: 'Director (Certification)' });
  });

  it('answers 404 for another id and 400 for a malformed one', async () => {
    expectError(await get('/api/director-messages/3'), 404);
    for (const id of ['0', 'abc', '-1', '1.5']) expectError(await get(`/api/director-messages/${id}`), 400);
  });
});

describe('GET /api/coordinator/:coordinator_id', () => {
  it("answers a coordinator's public fields: name, photo, designation, e-mail and gender", async () => {
    const id = await userIdOf(t.db, 'coordinator2@demo.test');
    const response = await get(`/api/coordinator/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        coordinator_id: id,
        name: 'Md. Rafiqul Islam',
        designation: 'Associate Professor',
        email: 'coordinator2@demo.test',
        gender: 1,
        profile_pic: expect.stringMatching(/^\/media\/avatars\//),
      },
    });
    expect(response.body).not.toContain('01819234502');
    const female = (await get(`/api/coordinator/${await userIdOf(t.db, 'coordinator@demo.test')}`)).json().data;
    expect(female.gender).toBe(0);
  });

  it("answers 404 for a participant's id, an admin's id, a deactivated coordinator and an unknown id", async () => {
    const [inactive] = await t.db
      .insert(users)
      .values({ email: 'inactive2@public.test', passwordHash: 'x', userType: 1, firstName: 'Gone', isActive: false })
      .returning({ id: users.id });
    for (const email of PARTICIPANTS.map((p) => p.email).concat(ADMIN.email)) {
      const response = await get(`/api/coordinator/${await userIdOf(t.db, email)}`);
      expectError(response, 404);
      expect(response.body).not.toContain(email);
    }
    expectError(await get(`/api/coordinator/${inactive!.id}`), 404);
    expectError(await get('/api/coordinator/999999'), 404);
  });

  it('refuses a malformed id with 400', async () => {
    for (const id of ['0', 'abc', '-1', '1.5', '99999999999']) expectError(await get(`/api/coordinator/${id}`), 400);
  });
});

describe('GET /api/public/selection-options', () => {
  it('answers the organisations sorted by label, then Others (value 0)', async () => {
    const response = await get('/api/public/selection-options');
    expect(response.statusCode).toBe(200);
    const { organizations } = response.json();
    const listed = organizations.slice(0, -1);
    expect(listed).toHaveLength(12);
    expect(listed.map((o: { label: string }) => o.label)).toEqual(
      [...listed.map((o: { label: string }) => o.label)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    for (const option of listed) expect(option.value).toBeGreaterThan(0);
    expect(organizations.at(-1)).toEqual({ value: 0, label: 'Others' });
  });
});

describe('no public answer carries a participant or a mobile number', () => {
  it('walks every public read and finds no participant e-mail, name or any mobile number', async () => {
    const ids = await queryRows<{ id: number }>(t.db, sql`select id from users order by id`);
    const urls = [
      '/api/gallery/home-images',
      '/api/certification-programs',
      '/api/public/selection-options',
      '/api/director-messages/1',
      '/api/director-messages/2',
      ...['ceaml', 'ccp', 'ctf'].map((name) => `/api/certification-programs/${name}`),
      ...ids.map(({ id }) => `/api/coordinator/${id}`),
    ];
    const bodies = await Promise.all(urls.map(async (url) => (await get(url)).body));
    const everything = bodies.join('\n');
    expect(everything).toContain('coordinator@demo.test');
    const mobiles = [ADMIN, ...COORDINATORS, ...PARTICIPANTS].map((person) => person.mobileNo);
    const alternates = PARTICIPANTS.flatMap((p) => (p.alternateContact ? [p.alternateContact.mobileNo] : []));
    for (const mobile of [...mobiles, ...alternates]) expect(everything).not.toContain(mobile);
    expect(everything).not.toMatch(/01\d{9}/);
    for (const participant of PARTICIPANTS) {
      expect(everything).not.toContain(participant.email);
      expect(everything).not.toContain(`${participant.firstName} ${participant.lastName}`);
    }
    expect(everything).not.toMatch(/"(password\w*|token|mobile_no|mobileNo|alternate\w*|is_active)"\s*:/i);
  });
});

const DANGEROUS = [/<script/i, /\bon\w+\s*=/i, /javascript:/i, /vbscript:/i, /data:/i, /<iframe/i, /<base/i, /<meta/i];
const DANGEROUS_TAGS = /<(form|object|embed|svg|math|input|style|link|img|details)\b/i;

describe('stored HTML is sanitised when written, and answered as stored', () => {
  it('the sanitiser keeps harmless markup and safe links', () => {
    const safe =
      '<h3>Title</h3><p>Text <strong>bold</strong> <em>it</em></p><ul><li>one</li></ul>' +
      '<a href="https://bb.org.bd/">site</a> <a href="/courses">all</a> <a href="mailto:a@b.test">mail</a>';
    expect(sanitizeRichHtml(safe)).toBe(safe);
    expect(sanitizeRichHtml('<a href="https://x.test" target="_blank">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it.each(XSS_VECTORS)('neutralises %s', (vector) => {
    const clean = sanitizeRichHtml(`<p>before</p>${vector}<p>after</p>`);
    for (const pattern of DANGEROUS) expect(clean).not.toMatch(pattern);
    expect(clean).not.toMatch(DANGEROUS_TAGS);
    expect(clean).toContain('<p>before</p>');
    expect(clean).toContain('<p>after</p>');
  });

  it('a programme written with script, onerror, javascript: links and iframes is stored and answered clean', async () => {
    // Stored HTML is sanitised by its writers (here the admin console) and answered as stored.
    const evil = `<h3>Module</h3>${XSS_VECTORS.join('')}<p>kept</p>`;
    const admin = await sessionHeader(t.db, 'ADM');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/programs',
      headers: admin,
      payload: { short_name: 'XSS-T', name: 'XSS test', sort_order: 91, module: evil, description: evil },
    });
    expect(created.statusCode, created.body).toBe(201);
    const response = await get('/api/certification-programs/xss-t');
    expect(response.statusCode).toBe(200);
    const { module, description } = response.json().data;
    for (const html of [module, description]) {
      for (const pattern of DANGEROUS) expect(html).not.toMatch(pattern);
      expect(html).not.toMatch(DANGEROUS_TAGS);
      expect(html).toContain('<h3>Module</h3>');
      expect(html).toContain('<p>kept</p>');
    }
  });

  it('a director message written with script is stored and answered clean', async () => {
    const admin = await sessionHeader(t.db, 'ADM');
    const [original] = await t.db.select().from(directorMessages).where(eq(directorMessages.id, 2));
    const save = (message: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/admin/director-messages/2',
        headers: admin,
        payload: { name: original!.name, designation: original!.designation, message },
      });
    try {
      const saved = await save(
        `<p>Hello</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:x">l</a>`,
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const { message } = (await get('/api/director-messages/2')).json().data.message;
      expect(message).toBe('<p>Hello</p><a>l</a>');
    } finally {
      await save(original!.message);
    }
  });
});

describe('POST /api/contact', () => {
  const valid = {
    first_name: 'Kamrun',
    last_name: 'Nahar',
    email: 'kamrun.nahar@bank.test',
    phone: '01711111111',
    message: 'Please send the schedule of the next CTF intake.',
  };
  const storedFrom = (email: string) => t.db.select().from(contactMessages).where(eq(contactMessages.email, email));

  it('stores the message with the client address, mails it to CONTACT_TO with reply-to the sender', async () => {
    await t.jobs.drain();
    const before = t.mailer.messages.length;
    const response = await contact(valid, '198.51.100.10');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: CONTACT_SENT });
    expect(response.headers['cache-control']).toBe('no-store');
    const [row] = await storedFrom(valid.email);
    expect(row).toMatchObject({
      firstName: 'Kamrun',
      lastName: 'Nahar',
      phone: '01711111111',
      message: valid.message,
      ip: '198.51.100.10',
      readAt: null,
    });
    await t.jobs.drain();
    expect(t.mailer.messages).toHaveLength(before + 1);
    await t.jobs.drain();
    const mail = t.mailer.messages.at(-1)!;
    expect(mail).toMatchObject({ to: 'desk@institute.test', replyTo: 'kamrun.nahar@bank.test' });
    expect(mail.subject).toContain('Kamrun Nahar');
    expect(mail.text).toContain(valid.message);
    expect(mail.text).toContain('01711111111');
  });

  it('accepts a message without a phone, trims fields and escapes HTML in the mail', async () => {
    const response = await contact(
      {
        ...valid,
        email: ' no.phone@bank.test ',
        phone: '',
        first_name: ' Rina ',
        message: '<b>Hello</b> there, a question.',
      },
      '198.51.100.11',
    );
    expect(response.statusCode).toBe(200);
    const [row] = await storedFrom('no.phone@bank.test');
    expect(row).toMatchObject({ firstName: 'Rina', phone: null, message: '<b>Hello</b> there, a question.' });
    await t.jobs.drain();
    const mail = t.mailer.messages.at(-1)!;
    expect(mail.html).toContain('&#60;b&#62;Hello&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>Hello');
    expect(
      (await contact({ ...valid, email: 'nophone2@bank.test', phone: undefined }, '198.51.100.11')).statusCode,
    ).toBe(200);
  });

  it.each([
    ['first name missing', { first_name: '' }, 'First name is required'],
    ['first name blank', { first_name: '   ' }, 'First name is required'],
    ['last name missing', { last_name: '' }, 'Last name is required'],
    ['email missing', { email: '' }, 'Email is required'],
    ['email invalid', { email: 'not-an-email' }, 'Please enter a valid email'],
    ['message missing', { message: '' }, 'Message is required'],
    ['message too short', { message: 'Too short' }, 'Message must be at least 10 characters'],
    ['message too long', { message: 'a'.repeat(5001) }, 'Message must be at most 5000 characters'],
    ['first name too long', { first_name: 'a'.repeat(256) }, 'First name must be at most 255 characters'],
    ['NUL in the message', { message: 'Hello there\u0000 world' }, 'Message contains characters that are not allowed'],
  ])('refuses %s with 400 and stores nothing', async (_label, change, message) => {
    const email = `refused-${Math.random().toString(36).slice(2)}@bank.test`;
    await t.jobs.drain();
    const mails = t.mailer.messages.length;
    const response = await contact({ ...valid, email, ...change }, '198.51.100.20');
    expectError(response, 400);
    expect(response.json().error).toContain(message);
    expect(await storedFrom(email)).toHaveLength(0);
    await t.jobs.drain();
    expect(t.mailer.messages).toHaveLength(mails);
  });

  it('refuses a missing field (not only an empty one) with 400', async () => {
    const { first_name: _first, ...withoutFirst } = valid;
    const response = await contact(withoutFirst, '198.51.100.21');
    expectError(response, 400);
    expect(response.json().error).toContain('First name is required');
  });

  it('refuses CR/LF in names and e-mail (mail header injection) and sends no mail', async () => {
    await t.jobs.drain();
    const mails = t.mailer.messages.length;
    const count = async () =>
      (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from contact_messages`))[0]!.n;
    const before = await count();
    for (const change of [
      { first_name: 'x\r\nBcc: e@x.test' },
      { last_name: 'y\nBcc: e@x.test' },
      { email: 'a@b.test\r\nBcc: e@x.test' },
      { email: 'a@b.test\nBcc: e@x.test' },
      { phone: '0171\r\nBcc: e@x.test' },
    ]) {
      expectError(await contact({ ...valid, ...change }, '198.51.100.22'), 400);
    }
    expect(await count()).toBe(before);
    await t.jobs.drain();
    expect(t.mailer.messages).toHaveLength(mails);
  });

  it('keeps line breaks inside the message itself', async () => {
    const response = await contact(
      { ...valid, email: 'lines@bank.test', message: 'First line\r\nSecond line' },
      '198.51.100.23',
    );
    expect(response.statusCode).toBe(200);
    expect((await storedFrom('lines@bank.test'))[0]?.message).toBe('First line\r\nSecond line');
  });

  it('answers 429 in the error shape after 5 messages from one address in 10 minutes; others still send', async () => {
    const address = '203.0.113.50';
    for (let n = 0; n < 5; n += 1) {
      expect((await contact({ ...valid, email: `limit${n}@bank.test` }, address)).statusCode).toBe(200);
    }
    await t.jobs.drain();
    const mails = t.mailer.messages.length;
    const blocked = await contact({ ...valid, email: 'limit5@bank.test' }, address);
    expectError(blocked, 429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(await storedFrom('limit5@bank.test')).toHaveLength(0);
    await t.jobs.drain();
    expect(t.mailer.messages).toHaveLength(mails);
    // Refused forms do not use up an address's allowance, and another address is not affected.
    expect((await contact({ ...valid, email: 'other@bank.test' }, '203.0.113.51')).statusCode).toBe(200);
  });

  it('does not count refused forms against the limit', async () => {
    const address = '203.0.113.60';
    for (let n = 0; n < 8; n += 1) expectError(await contact({ ...valid, message: 'short' }, address), 400);
    expect((await contact({ ...valid, email: 'after-refusals@bank.test' }, address)).statusCode).toBe(200);
  });
});
