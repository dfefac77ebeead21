// /confirm-email?token=…: the link mailed to a new e-mail address. Nothing is sent until the button is pressed
// (a mail scanner opening the link changes nothing); then the success text, or the invalid-link text.
import { EMAIL_CHANGE_CONFIRMED, profileEndpoints } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { ConfirmEmailScreen } from './confirm-email-screen.tsx';

const TOKEN = 'E'.repeat(43);
const route = `/confirm-email?token=${TOKEN}`;

describe('ConfirmEmailScreen', () => {
  it('changes the address only when the button is pressed, then says so and offers the sign-in', async () => {
    const fake = fakeApi().on(
      profileEndpoints.confirmEmailChange,
      { status: 200, body: { success: EMAIL_CHANGE_CONFIRMED } },
      { token: TOKEN },
    );
    const { user } = renderWithProviders(<ConfirmEmailScreen />, { route });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm E-mail Address' })).toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm E-mail Address' }));
    expect(await screen.findByText(EMAIL_CHANGE_CONFIRMED)).toBeInTheDocument();
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.method).toBe('PATCH');
    expect(screen.getByRole('link', { name: 'Go to the home page to sign in' })).toHaveAttribute('href', '/');
  });

  it("shows 'The link You provided is Invalid!' for a used or bad link, and without a token", async () => {
    fakeApi().on(
      profileEndpoints.confirmEmailChange,
      { status: 400, body: { error: 'INVALID_TOKEN' } },
      { token: TOKEN },
    );
    const { user, unmount } = renderWithProviders(<ConfirmEmailScreen />, { route });
    await user.click(screen.getByRole('button', { name: 'Confirm E-mail Address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The link You provided is Invalid!');
    unmount();
    renderWithProviders(<ConfirmEmailScreen />, { route: '/confirm-email' });
    expect(screen.getByRole('alert')).toHaveTextContent('The link You provided is Invalid!');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
