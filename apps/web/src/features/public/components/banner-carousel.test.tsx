// The home page's banner carousel in Bangla: its loading and failure texts (English: public-screens.test.tsx).
import { galleryHomeImagesEndpoint } from '@portal/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { resetLanguageForTests, setLanguage } from '#web/i18n/language.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { BannerCarousel } from './banner-carousel.tsx';

afterEach(() => resetLanguageForTests());

async function renderInBangla() {
  setLanguage('bn');
  // The texts suspend while the Bangla runtime and catalogue are imported: an awaited act lets React retry.
  await act(async () => {
    renderWithProviders(<BannerCarousel />);
  });
}

it('says it is loading the gallery in Bangla', async () => {
  fakeApi().on(galleryHomeImagesEndpoint, 'never');
  await renderInBangla();
  expect(await screen.findByText('গ্যালারির ছবি লোড হচ্ছে...')).toBeInTheDocument();
});

it('says the gallery failed in Bangla, with its Retry in Bangla', async () => {
  fakeApi().on(galleryHomeImagesEndpoint, { status: 404, body: { error: 'Not Found' } });
  await renderInBangla();
  expect(await screen.findByText('গ্যালারির ছবি লোড করা যায়নি')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
});
