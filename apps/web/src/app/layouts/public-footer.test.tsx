// The footer's social widget gives way to a link to the page when it cannot load (offline, or refused by the
// Content-Security-Policy); the link is there under the widget in any case.
import { INSTITUTE } from '@portal/contract';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SocialWidget } from './public-footer.tsx';

const pageLink = () => screen.getByRole('link', { name: new RegExp(`^${INSTITUTE.name} on Facebook`) });

afterEach(() => vi.restoreAllMocks());

describe('SocialWidget', () => {
  it('shows the widget, with the link to the page under it', () => {
    render(<SocialWidget />);
    expect(screen.getByTitle(`${INSTITUTE.name} on social media`)).toHaveAttribute('src', INSTITUTE.socialWidgetUrl);
    expect(pageLink()).toHaveAttribute('href', INSTITUTE.socialPageUrl);
  });

  it('is a link alone when the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<SocialWidget />);
    expect(screen.queryByTitle(`${INSTITUTE.name} on social media`)).not.toBeInTheDocument();
    expect(pageLink()).toBeInTheDocument();
  });

  it('becomes a link alone when the Content-Security-Policy refuses the widget', () => {
    render(<SocialWidget />);
    const refusal = Object.assign(new Event('securitypolicyviolation'), {
      blockedURI: INSTITUTE.socialWidgetUrl,
    });
    act(() => {
      document.dispatchEvent(refusal);
    });
    expect(screen.queryByTitle(`${INSTITUTE.name} on social media`)).not.toBeInTheDocument();
    expect(pageLink()).toBeInTheDocument();
  });
});
