// The calendar feed box under the participant's dashboard (docs/decisions/026-deadlines-and-calendar.md): making an
// address shows it once with Copy, Google Calendar and Outlook links; an existing one is named by its date only, and
// "Make a new address" asks first; a failed read says so with Retry.
import { participantCalendarFeed } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { CalendarFeedBox } from './calendar-feed-box.tsx';

const TOKEN = 'T'.repeat(43);
const MADE = {
  url: `https://portal.example/api/calendar/${TOKEN}.ics`,
  webcal_url: `webcal://portal.example/api/calendar/${TOKEN}.ics`,
  created_at: '2026-11-28T03:00:00.000Z',
};

describe('CalendarFeedBox', () => {
  it('makes a first address and shows it once, with the calendar apps’ links', async () => {
    const api = fakeApi()
      .on(participantCalendarFeed.state, { status: 200, body: { created_at: null } })
      .on(participantCalendarFeed.renew, { status: 201, body: MADE })
      .on(participantCalendarFeed.state, { status: 200, body: { created_at: MADE.created_at } });
    const { user } = renderWithProviders(<CalendarFeedBox />);
    const box = await screen.findByRole('region', { name: 'Calendar feed' });
    expect(await within(box).findByText('You have no calendar address yet.')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Make an address' }));
    expect(await within(box).findByRole('textbox', { name: 'Your calendar address' })).toHaveValue(MADE.url);
    expect(within(box).getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(MADE.webcal_url)}`,
    );
    expect(within(box).getByRole('link', { name: 'Add to Outlook' }).getAttribute('href')).toContain(
      `url=${encodeURIComponent(MADE.webcal_url)}`,
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('names an existing address by its date, and makes a new one only once confirmed', async () => {
    const api = fakeApi()
      .on(participantCalendarFeed.state, { status: 200, body: { created_at: '2026-11-01T10:00:00.000Z' } })
      .on(participantCalendarFeed.renew, { status: 201, body: MADE });
    const { user } = renderWithProviders(<CalendarFeedBox />);
    const box = await screen.findByRole('region', { name: 'Calendar feed' });
    expect(await within(box).findByText(/Your calendar address was made on/)).toBeInTheDocument();
    expect(within(box).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Make a new address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a new address' });
    expect(dialog).toHaveTextContent('The old address stops working at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(within(box).getByRole('button', { name: 'Make a new address' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make a new address' }));
    expect(await within(box).findByRole('textbox', { name: 'Your calendar address' })).toHaveValue(MADE.url);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says when the state cannot be read, with Retry', async () => {
    fakeApi()
      .on(participantCalendarFeed.state, 'network-error')
      .on(participantCalendarFeed.state, { status: 200, body: { created_at: null } });
    const { user } = renderWithProviders(<CalendarFeedBox />);
    const box = await screen.findByRole('region', { name: 'Calendar feed' });
    const alert = await within(box).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(box).findByRole('button', { name: 'Make an address' })).toBeInTheDocument();
  });
});
