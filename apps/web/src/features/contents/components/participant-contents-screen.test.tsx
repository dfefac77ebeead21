// The participant's contents (docs/features.md, Contents): the columns, the download of a content through the course it
// came with (which counts a view), the SN across pages and 'No Contents'.
import { participantContents } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { ParticipantContentsScreen } from './participant-contents-screen.tsx';
import { contentList, makeParticipantContent } from './test-contents.ts';

const ROUTE = '/participant/contents';

describe('ParticipantContentsScreen', () => {
  it('shows SN, Title, Course, Sent By, Content and Sent At, with a way back to the dashboard', async () => {
    const api = fakeApi().on(
      participantContents.list,
      contentList([makeParticipantContent(), makeParticipantContent({ content_id: 8, content_title: 'FATF' })], 12),
      { page: 2 },
    );
    renderWithProviders(<ParticipantContentsScreen />, { route: `${ROUTE}?page=2` });
    const table = await screen.findByRole('table', { name: 'My contents' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['SN', 'Title', 'Course', 'Sent By', 'Content', 'Sent At']);
    const row = (await within(table).findByText('ML Typologies')).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('11');
    // The course with its short name: two runs of one programme share a name.
    expect(within(row).getAllByRole('cell')[2]).toHaveTextContent(
      'Certified Expert in Anti-Money Laundering (CEAML-2026)',
    );
    expect(row).toHaveTextContent('Ayesha Siddiqua');
    const time = row.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2026-01-05T09:30:00.000Z');
    expect(time?.textContent).toMatch(/2026/);
    expect(api.calls[0]?.url).toBe('/api/participant/contents/2');
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute('href', '/participant/dashboard');
  });

  it('downloads through the course the content came with and opens the link in a new tab', async () => {
    const api = fakeApi()
      .on(participantContents.list, contentList([makeParticipantContent()]), { page: 1 })
      .on(
        participantContents.download,
        { status: 200, body: { url: '/files/abc?sig=1' } },
        {
          contentId: 7,
          courseId: 4,
        },
      );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderWithProviders(<ParticipantContentsScreen />, { route: ROUTE });
    await user.click(await screen.findByRole('button', { name: 'Download Module-1-ML-Typologies.pdf' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/files/abc?sig=1', '_blank', 'noopener,noreferrer'));
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', url: '/api/participant/contents/download/7/4' });
  });

  it("says 'No Contents' when nothing was sent to the caller", async () => {
    fakeApi().on(participantContents.list, contentList([]), { page: 1 });
    renderWithProviders(<ParticipantContentsScreen />, { route: ROUTE });
    expect(await screen.findByRole('cell', { name: 'No Contents' })).toBeInTheDocument();
  });
});
