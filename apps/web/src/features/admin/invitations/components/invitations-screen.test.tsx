// The admin's invitations screen: the single form checks what the server checks (same messages) and shows the
// server's refusal; the CSV import previews the file (each line's problems, nothing sent), then "Send N
// invitations" sends the same text and lists what was refused.
import { adminInvitations, adminPeople, type InvitationImportRow } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetLanguageForTests, setLanguage } from '#web/i18n/language.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { InvitationsScreen } from './invitations-screen.tsx';

const row = (over: Partial<InvitationImportRow>): InvitationImportRow => ({
  line: 2,
  email: 'good@csv.test',
  name: 'Good Person',
  course: 'CEAML-2026',
  course_id: 1,
  course_label: 'CEAML-2026 — Certified Expert in AML',
  register_type: 1,
  problems: [],
  ...over,
});

const COURSES = { status: 200, body: { courses: [{ value: 7, label: 'Certified Credit Professional (CCP-2026)' }] } };

describe('InvitationsScreen: one invitation', () => {
  it('shows the messages of the contract for an empty form and sends nothing', async () => {
    const api = fakeApi().on(adminPeople.courseOptions, COURSES);
    const { user } = renderWithProviders(<InvitationsScreen />, { route: '/admin/invitations' });
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('E-mail is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a course')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends the body of the contract and shows the server’s refusal under the form', async () => {
    const api = fakeApi()
      .on(adminPeople.courseOptions, COURSES)
      .on(adminInvitations.send, {
        status: 409,
        body: { error: 'nadia@mail.test already has a pending invitation to CEAML-2026: resend or revoke it.' },
      });
    const { user } = renderWithProviders(<InvitationsScreen />, { route: '/admin/invitations' });
    const form = screen.getByRole('form', { name: 'Invite one person' });
    await user.type(within(form).getByLabelText('E-mail'), 'nadia@mail.test');
    await user.type(within(form).getByLabelText('Name'), 'Nadia Karim');
    await within(form).findByRole('option', { name: 'Certified Credit Professional (CCP-2026)' });
    await user.selectOptions(within(form).getByLabelText('Course'), '7');
    await user.selectOptions(within(form).getByLabelText(/Register type/), '2');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText(/already has a pending invitation/)).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'nadia@mail.test',
      name: 'Nadia Karim',
      course_id: 7,
      register_type: 2,
      language: 'en',
    });
  });

  it('sends the mail’s language chosen on the form, English by default on an English page', async () => {
    const api = fakeApi()
      .on(adminPeople.courseOptions, COURSES)
      .on(adminInvitations.send, { status: 200, body: { success: 'Invitation sent', id: 9 } });
    const { user } = renderWithProviders(<InvitationsScreen />, { route: '/admin/invitations' });
    const form = screen.getByRole('form', { name: 'Invite one person' });
    const language = within(form).getByLabelText('Invitation language');
    expect(language).toHaveValue('en');
    expect(language).toHaveAccessibleDescription(
      'Someone who already chose a language in their account gets the e-mail in theirs.',
    );
    await user.type(within(form).getByLabelText('E-mail'), 'nadia@mail.test');
    await user.type(within(form).getByLabelText('Name'), 'Nadia Karim');
    await within(form).findByRole('option', { name: 'Certified Credit Professional (CCP-2026)' });
    await user.selectOptions(within(form).getByLabelText('Course'), '7');
    await user.selectOptions(language, 'Bangla');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'nadia@mail.test',
      name: 'Nadia Karim',
      course_id: 7,
      language: 'bn',
    });
    // The choice stays for the next invitation of the sitting.
    await waitFor(() => expect(within(form).getByLabelText('E-mail')).toHaveValue(''));
    expect(language).toHaveValue('bn');
  });
});

describe('InvitationsScreen in Bangla: the mail’s language', () => {
  afterEach(() => resetLanguageForTests());

  it('is the admin’s page language until another is chosen', async () => {
    setLanguage('bn');
    const api = fakeApi()
      .on(adminPeople.courseOptions, COURSES)
      .on(adminInvitations.send, { status: 200, body: { success: 'Invitation sent', id: 9 } });
    // The first Bangla render suspends while the Bangla runtime and catalogues arrive: an awaited act lets React retry.
    let user: ReturnType<typeof userEvent.setup> | undefined;
    await act(async () => {
      user = renderWithProviders(<InvitationsScreen />, { route: '/admin/invitations' }).user;
    });
    const form = await screen.findByRole('form', { name: 'একজনকে আমন্ত্রণ জানান' }, { timeout: 10_000 });
    const language = within(form).getByLabelText('আমন্ত্রণের ভাষা');
    expect(language).toHaveValue('bn');
    expect(within(language).getByRole('option', { selected: true })).toHaveTextContent('বাংলা');
    await user?.type(within(form).getByLabelText(/^ই-মেইল/), 'nadia@mail.test');
    await user?.type(within(form).getByLabelText(/^নাম/), 'Nadia Karim');
    await within(form).findByRole('option', { name: 'Certified Credit Professional (CCP-2026)' });
    await user?.selectOptions(within(form).getByLabelText(/^কোর্স/), '7');
    await user?.click(within(form).getByRole('button', { name: 'আমন্ত্রণ পাঠান' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ language: 'bn' });
  }, 20_000);
});

describe('InvitationsScreen: CSV import', () => {
  it('previews every line with its problems, then sends the good ones', async () => {
    const good = row({});
    const bad = row({
      line: 3,
      email: 'bad@csv.test',
      course: 'NOPE',
      course_id: null,
      course_label: null,
      register_type: null,
      problems: ['No course has the short name "NOPE"'],
    });
    const api = fakeApi()
      .on(adminPeople.courseOptions, COURSES)
      .on(adminInvitations.preview, { status: 200, body: { file_problems: [], rows: [good, bad], good: 1, bad: 1 } })
      .on(adminInvitations.import, {
        status: 200,
        body: { success: '1 invitation sent', sent: [{ ...good, invitation_id: 40 }], refused: [bad] },
      });
    const { user } = renderWithProviders(<InvitationsScreen />, { route: '/admin/invitations' });
    const text = 'email,name,course\ngood@csv.test,Good Person,CEAML-2026\nbad@csv.test,Bad Person,NOPE\n';
    await user.upload(screen.getByLabelText('CSV file'), new File([text], 'people.csv', { type: 'text/csv' }));

    const preview = await screen.findByRole('table', { name: 'Preview of the file' });
    const badRow = within(preview).getByText('bad@csv.test').closest('tr') as HTMLElement;
    // An address wraps after the '@' or before a dot only, never inside a word.
    const address = within(preview).getByText('bad@csv.test');
    expect(address.closest('td')).not.toHaveClass('text-break');
    expect(address.innerHTML).toBe('bad@<wbr>csv<wbr>.test');
    expect(within(badRow).getByText('No course has the short name "NOPE"')).toBeInTheDocument();
    const goodRow = within(preview).getByText('good@csv.test').closest('tr') as HTMLElement;
    expect(within(goodRow).getByText('Ready')).toBeInTheDocument();
    const posts = () => api.calls.filter((call) => call.method === 'POST');
    expect(posts()[0]?.body).toEqual({ csv: text });

    await user.click(screen.getByRole('button', { name: 'Send 1 invitation' }));
    const result = await screen.findByRole('region', { name: 'Import result' });
    expect(within(result).getByText(/1 invitation sent; 1 line refused/)).toBeInTheDocument();
    expect(within(result).getByText('No course has the short name "NOPE"')).toBeInTheDocument();
    expect(posts()[1]).toMatchObject({ url: '/api/admin/invitations/import', body: { csv: text } });
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Preview of the file' })).not.toBeInTheDocument());
  });

  it('shows the problems of a malformed file and offers nothing to send', async () => {
    fakeApi()
      .on(adminPeople.courseOptions, COURSES)
      .on(adminInvitations.preview, {
        status: 200,
        body: { file_problems: ['Unknown column "colour"'], rows: [], good: 0, bad: 0 },
      });
    const { user } = renderWithProviders(<InvitationsScreen />, { route: '/admin/invitations' });
    await user.upload(
      screen.getByLabelText('CSV file'),
      new File(['email,name,colour\na@b.test,A,blue\n'], 'x.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('Unknown column "colour"')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Send \d/ })).not.toBeInTheDocument();
  });

  it('refuses a file that is not .csv before sending anything', async () => {
    const api = fakeApi().on(adminPeople.courseOptions, COURSES);
    renderWithProviders(<InvitationsScreen />, { route: '/admin/invitations' });
    // The picker offers .csv only; a drop or "All files" may still give another one.
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('CSV file'), new File(['x'], 'people.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Choose a .csv file')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
