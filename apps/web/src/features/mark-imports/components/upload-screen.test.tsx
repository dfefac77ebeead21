// Evaluations → Upload (docs/features.md, Upload): the component's preview, the force checkbox shown only for a stale
// template with what it would overwrite, the commit sending the preview's digest, and a refused row blocking it.
import {
  coordinatorContents,
  coordinatorMarkImports,
  evaluationComponentOptions,
  type MarkImportPreview,
} from '@portal/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetLanguageForTests, setLanguage } from '#web/i18n/language.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { installFakeUpload } from '#web/testing/fake-upload.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { UploadScreen } from './upload-screen.tsx';

const COMPONENT = {
  id: 7,
  name: 'Mid-term',
  max_marks: 50,
  weight: 30,
  assignment_id: null,
  released: false,
  frozen: false,
};

function api() {
  return fakeApi()
    .on(coordinatorContents.sendCourses, { status: 200, body: { courses: [{ value: 1, label: 'CEAML' }] } })
    .on(evaluationComponentOptions, { status: 200, body: { components: [COMPONENT] } }, { courseId: 1 })
    .on(
      coordinatorMarkImports.list,
      { status: 200, body: { total_data: 0, data: [] } },
      { courseId: 1, componentId: 7, page: 1 },
    );
}

function preview(fields: Partial<MarkImportPreview> = {}): MarkImportPreview {
  return {
    component: { id: 7, name: 'Mid-term', max_marks: 50 },
    file_name: 'marks.xlsx',
    sha256: 'a'.repeat(64),
    template_revision: 10,
    current_revision: 12,
    stale: false,
    changed_since: [],
    counts: { changed: 1, unchanged: 0, blank: 0, refused: 0 },
    rows: [
      {
        row: 3,
        course_wise_id: 'r001',
        name: 'Rahim',
        outcome: 'changed',
        old: { marks: 10, absent: false },
        new: { marks: 12.5, absent: false },
        reason: null,
        changed_since: false,
      },
    ],
    plan_digest: 'd'.repeat(64),
    ...fields,
  };
}

const ROUTE = '/coordinator/evaluations/upload?course=1&component=7';
const sheet = () => new File(['x'], 'marks.xlsx');

describe('UploadScreen', () => {
  it('shows the force checkbox only for a stale template, with what it overwrites, and commits with it', async () => {
    api();
    const stale = preview({
      stale: true,
      changed_since: [{ course_wise_id: 'r001', name: 'Rahim' }],
      rows: [{ ...(preview().rows[0] as MarkImportPreview['rows'][number]), changed_since: true }],
    });
    const upload = installFakeUpload()
      .answer({ status: 200, body: stale })
      .answer({ status: 200, body: { success: 'Marks imported', id: 5, changed: 1 } });
    const { user } = renderWithProviders(<UploadScreen />, { route: ROUTE });
    await user.upload(await screen.findByLabelText(/Filled template/), sheet());
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const force = await screen.findByLabelText('Import anyway and overwrite these marks');
    expect(screen.getByText('r001 Rahim: 10 → 12.5')).toBeInTheDocument();
    const commit = screen.getByRole('button', { name: 'Commit 1 change' });
    expect(commit).toBeDisabled();
    await user.click(force);
    expect(commit).toBeEnabled();
    await user.click(commit);
    await screen.findByText('Marks imported: 1 mark changed.');
    const sent = upload.sent.at(-1);
    expect(sent?.url).toBe('/api/coordinator/evaluations/1/components/7/imports');
    expect(JSON.parse(String(sent?.form.get('json')))).toEqual({ plan_digest: 'd'.repeat(64), force: true });
  });

  it('offers no force for a fresh template, and a refused row keeps the commit disabled', async () => {
    api();
    installFakeUpload({
      status: 200,
      body: preview({
        counts: { changed: 1, unchanged: 0, blank: 0, refused: 1 },
        rows: [
          ...preview().rows,
          {
            row: 4,
            course_wise_id: 'z9',
            name: null,
            outcome: 'refused',
            old: null,
            new: null,
            reason: 'Unknown course-wise ID',
            changed_since: false,
          },
        ],
      }),
    });
    const { user } = renderWithProviders(<UploadScreen />, { route: ROUTE });
    await user.upload(await screen.findByLabelText(/Filled template/), sheet());
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByText(/1 row is refused/);
    expect(screen.getByText('Refused: Unknown course-wise ID')).toBeInTheDocument();
    expect(screen.queryByLabelText('Import anyway and overwrite these marks')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Commit 1 change' })).toBeDisabled());
  });
});

describe('UploadScreen in Bangla', () => {
  afterEach(() => resetLanguageForTests());

  it('previews in Bangla: counts in Bengali digits, the row refusals worded, the file’s own values in Latin', async () => {
    setLanguage('bn');
    api();
    installFakeUpload({
      status: 200,
      body: preview({
        counts: { changed: 1, unchanged: 0, blank: 0, refused: 2 },
        rows: [
          ...preview().rows,
          {
            row: 4,
            course_wise_id: 'z9',
            name: null,
            outcome: 'refused',
            old: null,
            new: null,
            reason: 'Not a number: type the marks, or AB for absent',
            changed_since: false,
          },
          {
            row: 5,
            course_wise_id: 'r002',
            name: 'Karim',
            outcome: 'refused',
            old: null,
            new: null,
            reason: 'Out of range: 0 to 50',
            changed_since: false,
          },
        ],
      }),
    });
    // The first Bangla render suspends while the Bangla runtime and the catalogues arrive (lazy chunks): rendered in an
    // awaited act, so that React retries once they are there.
    let rendered: ReturnType<typeof renderWithProviders> | undefined;
    await act(async () => {
      rendered = renderWithProviders(<UploadScreen />, { route: ROUTE });
    });
    const user = rendered?.user;
    if (!user) throw new Error('not rendered');
    expect(
      await screen.findByRole('heading', { name: 'Mid-term (পূর্ণ নম্বর ৫০, ওয়েটেজ ৩০%)' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'টেমপ্লেট ডাউনলোড করুন (XLSX)' })).toBeInTheDocument();
    await user.upload(await screen.findByLabelText(/পূরণ করা টেমপ্লেট/), sheet());
    await user.click(screen.getByRole('button', { name: 'প্রিভিউ' }));
    expect(await screen.findByText(/^২টি সারি গ্রহণ করা হয়নি/)).toBeInTheDocument();
    expect(screen.getByText('১টি বদলাবে')).toBeInTheDocument();
    expect(screen.getByText('গ্রহণ করা হয়নি: সংখ্যা নয়: নম্বর লিখুন, অথবা অনুপস্থিত হলে AB')).toBeInTheDocument();
    expect(screen.getByText('গ্রহণ করা হয়নি: সীমার বাইরে: ০ থেকে ৫০')).toBeInTheDocument();
    // The file's marks as its cells have them.
    expect(screen.getByText('12.5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '১টি পরিবর্তন নিশ্চিত করুন' })).toBeDisabled();
  }, 20_000);
});
