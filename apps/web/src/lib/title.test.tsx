// The page title in the page's language: a title written in config/paths.ts reads in Bangla on a Bangla page, as the
// work area's heading does; a title already in Bangla stays as it is.
import { PRODUCT_NAME } from '@portal/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { LazyPage } from '#web/components/ui/lazy-page.tsx';
import { paths } from '#web/config/paths.ts';
import { resetLanguageForTests, setLanguage } from '#web/i18n/language.ts';
import { usePageTitle } from './title.ts';

afterEach(() => resetLanguageForTests());

function Titled({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

it('shows a title of paths.ts in Bangla on a Bangla page', async () => {
  setLanguage('bn');
  await act(async () => {
    render(<Titled title={paths.contact.title} />);
  });
  await waitFor(() => expect(document.title).toBe(`যোগাযোগ | ${PRODUCT_NAME}`));
});

it('shows a work-area page heading of paths.ts in Bangla', async () => {
  setLanguage('bn');
  await act(async () => {
    render(<LazyPage title={paths.participant.courses.title} heading screen={<p>courses</p>} />);
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'আমার কোর্স' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe(`আমার কোর্স | ${PRODUCT_NAME}`));
});
