// Publishing from the admin console: what an admin writes shows on the public site on the next request, rich
// text is stored clean, names are unique without regard to case, images are stored under /media and replaced
// files removed, and every change writes its audit row.
import { PUBLISHING_MESSAGES, RICH_TEXT_MAX_TAGS } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participantProfiles, programs } from '#server/core/db/schema/index.ts';
import { makeParticipantProfile, makePerson, type Person } from '#server/testing/factories.ts';
import { jsonAndFile, multipart, TINY_PNG } from '#server/testing/multipart.ts';
import { requester } from '#server/testing/requests.ts';
import { buildTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
const api = requester(() => t.app);
let admin: Person;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await makePerson(t.db, 'admin');
});
afterAll(() => t.close());

const publicGet = (url: string) => t.app.inject({ method: 'GET', url });
const imageForm = (name = 'picture.png', data: Buffer | string = TINY_PNG) =>
  multipart([{ name: 'image', filename: name, value: data, contentType: 'image/png' }]);

async function auditOf(entity: string, entityId: number | string) {
  const answer = await api.call(admin, 'GET', `/api/admin/audit?entity=${entity}`);
  return (answer.body.data as { entity_id: string; action: string; before: unknown; after: unknown }[]).filter(
    (row) => row.entity_id === String(entityId),
  );
}

const programBody = (over: Record<string, unknown> = {}) => ({
  short_name: 'CDB',
  name: 'Certified Digital Banker',
  sort_order: 10,
  module: '<h3>Module 1</h3><p>Digital channels</p>',
  description: '<p>For officers of <strong>every</strong> bank.</p>',
  ...over,
});

describe('programmes', () => {
  let id: number;

  it('creates a programme whose script is stored clean, listed at once on the public site', async () => {
    const created = await api.call(
      admin,
      'POST',
      '/api/admin/programs',
      programBody({
        module: '<p onclick="steal()">Module <script>alert(1)</script>one</p><img src=x onerror=alert(2)>',
        description: '<a href="javascript:alert(3)">link</a><iframe src="https://evil.test"></iframe><p>About</p>',
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: 'Programme created', id: expect.any(Number) });
    id = created.body.id;

    const [stored] = await t.db.select().from(programs).where(eq(programs.id, id));
    expect(stored?.module).toBe('<p>Module one</p>');
    expect(stored?.description).toBe('<a>link</a><p>About</p>');
    expect(`${stored?.module}${stored?.description}`).not.toMatch(/script|onclick|onerror|javascript|iframe|alert/i);

    const list = await publicGet('/api/certification-programs');
    expect(list.headers['cache-control']).toBe('public, no-cache');
    expect(list.json().data.programs).toContainEqual(
      expect.objectContaining({ id, program_short_name: 'CDB', program_name: 'Certified Digital Banker' }),
    );
    const detail = await publicGet('/api/certification-programs/cdb');
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ module: '<p>Module one</p>', program_coordinators: [] });

    const audit = await auditOf('program', id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'create',
        before: null,
        after: expect.objectContaining({ short_name: 'CDB' }),
      }),
    ]);
  });

  it('refuses a short name taken in another case with 409, and bad input with 400, changing nothing', async () => {
    const [before] = await t.db.select().from(programs).where(eq(programs.id, id));
    const taken = await api.call(admin, 'POST', '/api/admin/programs', programBody({ short_name: 'ceaml' }));
    expect(taken).toEqual({ status: 409, body: { error: 'A programme with this short name already exists' } });
    const renamed = await api.call(admin, 'PATCH', `/api/admin/programs/${id}`, programBody({ short_name: 'Ccp' }));
    expect(renamed.status).toBe(409);
    const blank = await api.call(admin, 'PATCH', `/api/admin/programs/${id}`, programBody({ name: '  ' }));
    expect(blank.status).toBe(400);
    expect(blank.body.issues).toContainEqual({ path: 'body.name', message: 'Name is required' });
    const shape = await api.call(admin, 'POST', '/api/admin/programs', programBody({ short_name: 'a b/c' }));
    expect(shape.status).toBe(400);
    const order = await api.call(admin, 'POST', '/api/admin/programs', programBody({ sort_order: -1 }));
    expect(order.status).toBe(400);
    expect((await api.call(admin, 'PATCH', '/api/admin/programs/999999', programBody())).status).toBe(404);
    const [after] = await t.db.select().from(programs).where(eq(programs.id, id));
    expect(after).toEqual(before);
    expect(await auditOf('program', id)).toHaveLength(1);
  });

  it('edits a programme (the new name shows at once) and searches by name or short name', async () => {
    const edited = await api.call(
      admin,
      'PATCH',
      `/api/admin/programs/${id}`,
      programBody({ short_name: 'cdb', name: 'Certified Digital Banker (2027)', description: '<p></p>' }),
    );
    expect(edited).toEqual({ status: 200, body: { success: 'Programme saved' } });
    const detail = await publicGet('/api/certification-programs/CDB');
    expect(detail.json().data).toMatchObject({ program_name: 'Certified Digital Banker (2027)', description: '' });

    const byName = await api.call(admin, 'GET', '/api/admin/programs?q=digital%20banker');
    expect(byName.body).toMatchObject({ total_data: 1, data: [{ id, short_name: 'cdb', coordinators: 0 }] });
    const byShort = await api.call(admin, 'GET', '/api/admin/programs?q=CDB');
    expect(byShort.body.total_data).toBe(1);
    const all = await api.call(admin, 'GET', '/api/admin/programs');
    expect(all.body.total_data).toBe(4);
    const one = await api.call(admin, 'GET', `/api/admin/programs/${id}`);
    expect(one.body).toMatchObject({ module: '<h3>Module 1</h3><p>Digital channels</p>', description: '' });

    const [update] = (await auditOf('program', id)).filter((row) => row.action === 'update');
    expect(update).toMatchObject({
      before: { name: 'Certified Digital Banker', short_name: 'CDB' },
      after: { name: 'Certified Digital Banker (2027)', short_name: 'cdb' },
    });
  });

  it('stores an image under /media, replaces it (removing the old file) and removes it', async () => {
    const refused = await api.sendForm(admin, 'POST', `/api/admin/programs/${id}/image`, imageForm());
    expect(refused.status).toBe(404);
    const send = (form: ReturnType<typeof imageForm>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/programs/${id}/image`,
        headers: { ...admin.headers, ...form.headers },
        payload: form.payload,
      });
    const wrong = await send(imageForm('notes.pdf', '%PDF-1.4'));
    expect(wrong.statusCode).toBe(415);
    const first = await send(imageForm());
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json<{ image_url: string }>().image_url;
    expect(firstUrl).toMatch(/^\/media\/programs\/[0-9a-f]{32}\.png$/);
    expect((await publicGet(firstUrl)).statusCode).toBe(200);
    const listed = await publicGet('/api/certification-programs');
    expect(listed.json().data.programs).toContainEqual(expect.objectContaining({ id, image_url: firstUrl }));

    const second = await send(imageForm('other.png'));
    const secondUrl = second.json<{ image_url: string }>().image_url;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await publicGet(firstUrl)).statusCode).toBe(404);

    const removed = await api.call(admin, 'DELETE', `/api/admin/programs/${id}/image`);
    expect(removed).toEqual({ status: 200, body: { success: 'Image removed' } });
    expect((await publicGet(secondUrl)).statusCode).toBe(404);
    const images = (await auditOf('program', id)).filter((row) => JSON.stringify(row.after ?? {}).includes('image'));
    expect(images.length).toBeGreaterThanOrEqual(3);
  });

  it('lists coordinators by batch, refuses duplicates and non-coordinators, and shows them publicly', async () => {
    const cora = await makePerson(t.db, 'coordinator', { first: 'Cora', last: 'Batchwise' });
    const options = await api.call(admin, 'GET', '/api/admin/coordinators/options');
    expect(options.body.coordinators).toContainEqual({ value: cora.id, label: `Cora Batchwise (${cora.email})` });

    const url = `/api/admin/programs/${id}/coordinators`;
    const added = await api.call(admin, 'POST', url, { coordinator_id: cora.id, batch: 'Batch 1' });
    expect(added.status).toBe(201);
    const later = await api.call(admin, 'POST', url, { coordinator_id: cora.id, batch: 'Batch 2' });
    expect(later.status).toBe(201);
    const twice = await api.call(admin, 'POST', url, { coordinator_id: cora.id, batch: 'Batch 1' });
    expect(twice).toEqual({ status: 409, body: { error: 'This coordinator is already listed in this batch' } });
    const pat = await makePerson(t.db, 'participant');
    expect((await api.call(admin, 'POST', url, { coordinator_id: pat.id, batch: 'Batch 1' })).status).toBe(404);
    expect((await api.call(admin, 'POST', url, { coordinator_id: cora.id, batch: '' })).status).toBe(400);

    const list = await api.call(admin, 'GET', url);
    expect(list.body).toMatchObject({
      total_data: 2,
      data: [
        { batch: 'Batch 2', coordinator_id: cora.id, coordinator_name: 'Cora Batchwise', is_active: true },
        { batch: 'Batch 1', coordinator_id: cora.id },
      ],
    });
    const detail = await publicGet('/api/certification-programs/cdb');
    expect(detail.json().data.program_coordinators.map((row: { batch: string }) => row.batch)).toEqual([
      'Batch 2',
      'Batch 1',
    ]);

    const removed = await api.call(admin, 'DELETE', `/api/admin/program-coordinators/${added.body.id}`);
    expect(removed).toEqual({ status: 200, body: { success: 'Coordinator removed' } });
    expect((await api.call(admin, 'DELETE', `/api/admin/program-coordinators/${added.body.id}`)).status).toBe(404);
    expect((await api.call(admin, 'GET', url)).body.total_data).toBe(1);
    const audit = await auditOf('program_coordinator', added.body.id);
    expect(audit.map((row) => row.action).sort()).toEqual(['create', 'delete']);
  });

  it('deletes a programme: gone from the public site, its entries with it, audited', async () => {
    const deleted = await api.call(admin, 'DELETE', `/api/admin/programs/${id}`);
    expect(deleted).toEqual({ status: 200, body: { success: 'Programme deleted' } });
    expect((await publicGet('/api/certification-programs/cdb')).statusCode).toBe(404);
    expect((await api.call(admin, 'DELETE', `/api/admin/programs/${id}`)).status).toBe(404);
    expect((await auditOf('program', id)).some((row) => row.action === 'delete' && row.after === null)).toBe(true);
  });
});

describe('gallery', () => {
  const send = (method: 'POST' | 'PATCH', url: string, json: unknown, file?: boolean) =>
    api.sendForm(
      admin,
      method,
      url,
      jsonAndFile(json, file ? { field: 'image', name: 'banner.png', data: TINY_PNG } : undefined),
    );

  it('adds an image with title, link and order; it shows in the home carousel at once', async () => {
    const json = { title: 'Admissions 2027', link_url: 'https://institute.test/admissions', sort_order: 0 };
    expect((await send('POST', '/api/admin/gallery', json)).status).toBe(400);
    const bad = await send('POST', '/api/admin/gallery', { ...json, link_url: 'javascript:alert(1)' }, true);
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toContainEqual({
      path: 'json.link_url',
      message: 'Link must be an http(s) address or a path of this site starting with /',
    });
    const created = await send('POST', '/api/admin/gallery', json, true);
    expect(created.status).toBe(200);
    const id = created.body.id as number;

    const list = await api.call(admin, 'GET', '/api/admin/gallery');
    expect(list.body.total_data).toBe(5);
    expect(list.body.data[0]).toMatchObject({ id, title: 'Admissions 2027', sort_order: 0 });
    const home = await publicGet('/api/gallery/home-images');
    expect(home.json().data.images).toContainEqual(
      expect.objectContaining({ id, title: 'Admissions 2027', link_url: 'https://institute.test/admissions' }),
    );

    const edited = await send('PATCH', `/api/admin/gallery/${id}`, { ...json, link_url: '/courses', sort_order: 99 });
    expect(edited).toEqual({ status: 200, body: { success: 'Image saved' } });
    const imageUrl = list.body.data[0].image_url as string;
    const replaced = await send('PATCH', `/api/admin/gallery/${id}`, { ...json, link_url: '' }, true);
    expect(replaced.status).toBe(200);
    expect((await publicGet(imageUrl)).statusCode).toBe(404);
    const after = await publicGet('/api/gallery/home-images');
    expect(after.json().data.images).toContainEqual(expect.objectContaining({ id, link_url: null }));

    expect((await api.call(admin, 'DELETE', `/api/admin/gallery/${id}`)).status).toBe(200);
    expect((await api.call(admin, 'DELETE', `/api/admin/gallery/${id}`)).status).toBe(404);
    expect((await send('PATCH', `/api/admin/gallery/${id}`, json)).status).toBe(404);
    const audit = await auditOf('gallery_image', id);
    expect(audit.map((row) => row.action).sort()).toEqual(['create', 'delete', 'update', 'update']);
  });
});

describe('director messages', () => {
  it('edits a message, stores it clean and shows it at once; refuses other ids', async () => {
    const list = await api.call(admin, 'GET', '/api/admin/director-messages');
    expect(list.body.data.map((row: { id: number }) => row.id)).toEqual([1, 2]);
    const body = {
      name: 'Dr. New Director',
      designation: 'Director (Certification)',
      message: '<p>Welcome<script>document.cookie</script></p><p><em>Study</em> well.</p>',
    };
    const saved = await api.call(admin, 'PATCH', '/api/admin/director-messages/2', body);
    expect(saved).toEqual({ status: 200, body: { success: 'Message saved' } });
    const shown = await publicGet('/api/director-messages/2');
    expect(shown.json().data.message).toMatchObject({
      name: 'Dr. New Director',
      message: '<p>Welcome</p><p><em>Study</em> well.</p>',
    });
    const empty = await api.call(admin, 'PATCH', '/api/admin/director-messages/2', { ...body, message: '<p> </p>' });
    expect(empty.status).toBe(400);
    expect(empty.body.issues).toContainEqual({ path: 'body.message', message: 'Message is required' });
    const onlyScript = { ...body, message: '<script>alert(1)</script>' };
    const scripted = await api.call(admin, 'PATCH', '/api/admin/director-messages/2', onlyScript);
    expect(scripted.status).toBe(400);
    expect(scripted.body.issues).toContainEqual({ path: 'body.message', message: 'Message is required' });
    expect((await api.call(admin, 'PATCH', '/api/admin/director-messages/3', body)).status).toBe(404);

    const form = imageForm();
    const avatar = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/director-messages/2/avatar',
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(avatar.statusCode).toBe(200);
    const url = avatar.json<{ image_url: string }>().image_url;
    expect(url).toMatch(/^\/media\/directors\//);
    expect((await publicGet('/api/director-messages/2')).json().data.message.avatar_url).toBe(url);
    const audit = await auditOf('director_message', 2);
    expect(audit).toHaveLength(2);
    expect(audit.at(-1)).toMatchObject({
      before: { name: 'Dr. Md. Kamrul Hasan' },
      after: { name: 'Dr. New Director' },
    });
  });
});

describe('organisations', () => {
  it('creates, refuses a duplicate in another case, renames, searches and deletes; participants stay', async () => {
    const created = await api.call(admin, 'POST', '/api/admin/organizations', { name: '  Padma Bank PLC ' });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const options = await publicGet('/api/public/selection-options');
    expect(options.json().organizations).toContainEqual({ value: id, label: 'Padma Bank PLC' });

    const twice = await api.call(admin, 'POST', '/api/admin/organizations', { name: 'PADMA BANK plc' });
    expect(twice).toEqual({ status: 409, body: { error: 'An organisation with this name already exists' } });
    const clash = await api.call(admin, 'PATCH', `/api/admin/organizations/${id}`, { name: 'sonali bank plc' });
    expect(clash.status).toBe(409);
    expect((await api.call(admin, 'POST', '/api/admin/organizations', { name: '' })).status).toBe(400);

    const member = await makePerson(t.db, 'participant');
    await makeParticipantProfile(t.db, member, { organizationId: id });
    const renamed = await api.call(admin, 'PATCH', `/api/admin/organizations/${id}`, { name: 'Padma Bank' });
    expect(renamed).toEqual({ status: 200, body: { success: 'Organisation renamed' } });
    const found = await api.call(admin, 'GET', '/api/admin/organizations?q=padma');
    expect(found.body).toEqual({
      total_data: 1,
      data: [{ id, name: 'Padma Bank', participants: 1, created_at: expect.any(String) }],
    });

    expect((await api.call(admin, 'DELETE', `/api/admin/organizations/${id}`)).status).toBe(200);
    const [profile] = await t.db
      .select({ organizationId: participantProfiles.organizationId })
      .from(participantProfiles)
      .where(eq(participantProfiles.userId, member.id));
    expect(profile).toEqual({ organizationId: null });
    expect((await api.call(admin, 'DELETE', `/api/admin/organizations/${id}`)).status).toBe(404);
    const audit = await auditOf('organization', id);
    expect(audit.map((row) => row.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('lists by name, 10 a page', async () => {
    const first = await api.call(admin, 'GET', '/api/admin/organizations');
    const names = (first.body.data as { name: string }[]).map((row) => row.name);
    expect(names).toHaveLength(10);
    expect([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(names);
    const second = await api.call(admin, 'GET', '/api/admin/organizations?page=2');
    expect(second.body.total_data).toBe(first.body.total_data);
  });
});

describe('who may publish', () => {
  it('refuses participants and coordinators', async () => {
    for (const role of ['participant', 'coordinator'] as const) {
      const person = await makePerson(t.db, role);
      expect((await api.call(person, 'POST', '/api/admin/programs', programBody())).status).toBe(401);
      expect((await api.call(person, 'POST', '/api/admin/organizations', { name: 'X' })).status).toBe(401);
    }
  });
});

describe('rich text bounded before it is parsed', () => {
  it('refuses a programme or a director message with more tags than the bound with 400, changing nothing', async () => {
    const programmes = (await t.db.select({ id: programs.id }).from(programs)).length;
    const tooMany = '<b>'.repeat(RICH_TEXT_MAX_TAGS + 1);
    const refused = await api.call(
      admin,
      'POST',
      '/api/admin/programs',
      programBody({ short_name: 'TAGS', module: tooMany }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toContainEqual({
      path: 'body.module',
      message: PUBLISHING_MESSAGES.richTextTooManyTags,
    });
    expect((await t.db.select({ id: programs.id }).from(programs)).length).toBe(programmes);
    const shownBefore = (await publicGet('/api/director-messages/1')).body;
    const message = await api.call(admin, 'PATCH', '/api/admin/director-messages/1', {
      name: 'Director',
      designation: 'Director General',
      message: `<p>${'<i>x</i>'.repeat(RICH_TEXT_MAX_TAGS)}</p>`,
    });
    expect(message.status).toBe(400);
    expect((await publicGet('/api/director-messages/1')).body).toBe(shownBefore);
    // At the bound the text is taken (and stored sanitised).
    const atBound = await api.call(
      admin,
      'POST',
      '/api/admin/programs',
      programBody({ short_name: 'TAGS', module: `${'<b>x</b>'.repeat(RICH_TEXT_MAX_TAGS)}` }),
    );
    expect(atBound.status).toBe(201);
  });
});
