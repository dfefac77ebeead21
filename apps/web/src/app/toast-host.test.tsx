// The toast container: top-right, below the top bar (the `portal-toasts` class of styles/app.css), so that a
// toast never lies over the Login button or the user menu.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '#web/lib/toast.ts';
import { ToastHost } from './toast-host.tsx';

describe('ToastHost', () => {
  it('opens its toasts top-right in the container placed below the top bar', async () => {
    render(<ToastHost />);
    notify.error('Access denied');
    const toast = await screen.findByText('Access denied');
    const container = toast.closest('.Toastify__toast-container');
    expect(container).toHaveClass('Toastify__toast-container--top-right', 'portal-toasts');
  });
});
