// A file field in Bangla: its hint and its two file messages read in Bangla, the size in Bengali digits and Bangla
// units, the extensions as written (they are the ends of file names). English is held by the upload forms' tests.
import { act, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { resetLanguageForTests, setLanguage } from '#web/i18n/language.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { FileField, tooLargeFileText, wrongFileText } from './file-field.tsx';

afterEach(() => resetLanguageForTests());

async function renderInBangla(message: string | undefined) {
  setLanguage('bn');
  await act(async () => {
    renderWithProviders(
      <FileField id="file" label="ফাইল" rule="submission" message={message} onChange={() => undefined} />,
    );
  });
}

it('gives its hint in Bangla', async () => {
  await renderInBangla(undefined);
  expect(
    await screen.findByText('যে ফাইল নেওয়া হয়: .doc, .docx, .ppt, .pptx, .xls, .xlsx, .pdf, .zip; সর্বোচ্চ ২০ এমবি'),
  ).toBeInTheDocument();
});

it('says a wrong kind of file in Bangla', async () => {
  await renderInBangla(wrongFileText('submission'));
  expect(
    await screen.findByText('শুধু .doc, .docx, .ppt, .pptx, .xls, .xlsx, .pdf, .zip ফাইল নেওয়া হয়'),
  ).toBeInTheDocument();
});

it('says a file over the limit in Bangla', async () => {
  await renderInBangla(tooLargeFileText('submission'));
  expect(await screen.findByText('ফাইলটি খুব বড় (সর্বোচ্চ ২০ এমবি)')).toBeInTheDocument();
});
