// A content's recipients (docs/features.md, Contents): 'No Data to Show' without a content id, the columns, the read
// rate over all recipients, the 'Not viewed' filter (`viewed=no`) and the owner's reminder with when it was last sent,
// and the server's text on a second reminder the same day.
import { coordinatorContents } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-error.ts';
import { notify } from '#web/lib/toast.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { ContentDetailsScreen } from './content-details-screen.tsx';
import { CoordinatorContentsScreen } from './coordinator-contents-screen.tsx';
import { makeRecipient } from './test-contents.ts';

const ROUTE = '/coordinator/contents/view_details?content_id=11';

function details(fields: Record<string, unknown> = {}) {
  return {
    status: 200,
    body: {
      total_data: 4,
      total_viewed: 1,
      content_title: 'ML Typologies',
      last_reminded_at: null,
      is_mine: true,
      details: [
        makeRecipient(),
        makeRecipient({ participant_id: 22, participant_name: 'Nusrat Jahan', is_viewed: false, view_count: 0 }),
      ],
      ...fields,
    },
  };
}

afterEach(() => sessionStorage.clear());

describe('ContentDetailsScreen', () => {
  it("says 'No Data to Show' without a content id and asks nothing", async () => {
    const api = fakeApi();
    renderWithProviders(<ContentDetailsScreen />, { route: '/coordinator/contents/view_details' });
    expect(await screen.findByRole('cell', { name: 'No Data to Show' })).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Back to Contents' })).toHaveAttribute('href', '/coordinator/contents');
  });

  it('shows the recipients with the participant’s course-wise id, Is view and Total View, and the read rate', async () => {
    const api = fakeApi().on(coordinatorContents.details, details(), { contentId: 11, page: 1 });
    renderWithProviders(<ContentDetailsScreen />, { route: ROUTE });
    const table = await screen.findByRole('table', { name: 'Recipients' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'SN',
      'Sent by',
      'Participant',
      'Content Title',
      'Course',
      'Is view',
      'Total View',
      'Sent At',
    ]);
    const row = (await within(table).findByText('Sabbir Hossain')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('AML-2025-001');
    expect(row).toHaveTextContent('Viewed');
    // The course with its short name: two runs of one programme share a name.
    expect(within(row).getAllByRole('cell')[4]).toHaveTextContent(
      'Certified Expert in Anti-Money Laundering (CEAML-2026)',
    );
    expect(within(row).getAllByRole('cell')[6]).toHaveTextContent('3');
    const other = within(table).getByText('Nusrat Jahan').closest('tr') as HTMLElement;
    expect(other).toHaveTextContent('Not viewed');
    expect(screen.getByRole('heading', { name: 'ML Typologies' })).toBeInTheDocument();
    expect(screen.getByText(/Viewed by/)).toHaveTextContent('Viewed by 1 of 4 recipients (25%)');
    expect(api.calls[0]?.url).toBe('/api/coordinator/contents/11/details/1');
  });

  it('lists only those who have not viewed it with `viewed=no`, keeping the total of all recipients', async () => {
    const api = fakeApi()
      .on(coordinatorContents.details, details(), { contentId: 11, page: 1 })
      .on(coordinatorContents.details, details({ total_data: 3, details: [makeRecipient({ is_viewed: false })] }), {
        contentId: 11,
        page: 1,
      });
    const { user, location } = renderWithProviders(<ContentDetailsScreen />, { route: `${ROUTE}&page=1` });
    await screen.findByText('Nusrat Jahan');
    await user.click(screen.getByRole('radio', { name: 'Not viewed' }));
    expect(location.current).toBe('/coordinator/contents/view_details?content_id=11&viewed=no');
    await waitFor(() => expect(api.calls.at(-1)?.url).toBe('/api/coordinator/contents/11/details/1?viewed=no'));
    await waitFor(() => expect(screen.queryByText('Nusrat Jahan')).not.toBeInTheDocument());
    expect(screen.getByText(/Viewed by/)).toHaveTextContent('Viewed by 1 of 4 recipients (25%)');
  });

  it('lets the owner remind those who have not viewed it, and says when it was last done', async () => {
    const api = fakeApi()
      .on(coordinatorContents.details, details(), { contentId: 11, page: 1 })
      .on(coordinatorContents.details, details({ last_reminded_at: '2026-01-06T08:00:00.000Z' }), {
        contentId: 11,
        page: 1,
      })
      .on(
        coordinatorContents.remind,
        { status: 200, body: { success: 'Reminder sent to 3 participant(s)', mailed: 3 } },
        {
          contentId: 11,
        },
      );
    const success = vi.spyOn(notify, 'success');
    const { user } = renderWithProviders(<ContentDetailsScreen />, { route: ROUTE });
    expect(await screen.findByText('No reminder sent yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remind those who have not viewed' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Reminder sent to 3 participant(s)'));
    expect(api.calls.find((call) => call.method === 'POST')?.url).toBe('/api/coordinator/contents/11/remind');
    expect(await screen.findByText(/Last reminded/)).toBeInTheDocument();
    expect(screen.getByText(/Last reminded/).querySelector('time')).toHaveAttribute(
      'dateTime',
      '2026-01-06T08:00:00.000Z',
    );
  });

  it('shows the server’s text when a reminder was already sent today (409)', async () => {
    fakeApi()
      .on(coordinatorContents.details, details({ last_reminded_at: '2026-01-06T08:00:00.000Z' }), {
        contentId: 11,
        page: 1,
      })
      .on(
        coordinatorContents.remind,
        { status: 409, body: { error: 'A reminder was already sent in the last 24 hours' } },
        {
          contentId: 11,
        },
      );
    const error = vi.spyOn(notify, 'error');
    const { user } = renderWithProviders(<ContentDetailsScreen />, { route: ROUTE });
    await user.click(await screen.findByRole('button', { name: 'Remind those who have not viewed' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('A reminder was already sent in the last 24 hours', expect.any(ApiError)),
    );
  });

  it('leads back to the list as it was left, whatever was paged or filtered here', async () => {
    fakeApi()
      .on(coordinatorContents.courses, { status: 200, body: { courses: [] } }, { status: 0 })
      .on(
        coordinatorContents.list,
        { status: 200, body: { contents: [], total_data: 0 } },
        {
          courseId: 4,
          status: 0,
          filter: 1,
          page: 1,
        },
      )
      .on(coordinatorContents.details, details(), { contentId: 11, page: 2 });
    const list = renderWithProviders(<CoordinatorContentsScreen />, {
      route: '/coordinator/contents?status=0&courseId=4&filter=1',
    });
    await screen.findByRole('cell', { name: 'No Content(s)' });
    list.unmount();
    renderWithProviders(<ContentDetailsScreen />, { route: `${ROUTE}&viewed=no&page=2` });
    expect(screen.getByRole('link', { name: 'Back to Contents' })).toHaveAttribute(
      'href',
      '/coordinator/contents?status=0&courseId=4&filter=1',
    );
  });

  it('offers no reminder on a content of another coordinator', async () => {
    fakeApi().on(coordinatorContents.details, details({ is_mine: false }), { contentId: 11, page: 1 });
    renderWithProviders(<ContentDetailsScreen />, { route: ROUTE });
    await screen.findByText('Sabbir Hossain');
    expect(screen.queryByRole('button', { name: /Remind/ })).not.toBeInTheDocument();
  });
});
