// The avatar's file messages in Bangla: those of every file field, the size in Bengali digits and Bangla units.
import { act, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { resetLanguageForTests, setLanguage } from '#web/i18n/language.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { AVATAR_TEXTS, AvatarField } from './profile-fields.tsx';

afterEach(() => resetLanguageForTests());

it.each([
  [AVATAR_TEXTS.type, 'শুধু .jpg, .jpeg, .png, .svg ফাইল নেওয়া হয়'],
  [AVATAR_TEXTS.size, 'ফাইলটি খুব বড় (সর্বোচ্চ ২ এমবি)'],
])('says "%s" in Bangla', async (message, bangla) => {
  setLanguage('bn');
  await act(async () => {
    renderWithProviders(
      <AvatarField
        id="avatar"
        currentUrl={null}
        file={undefined}
        message={message}
        isEditing
        onChange={() => undefined}
      />,
    );
  });
  expect(await screen.findByText(bangla)).toBeInTheDocument();
});
