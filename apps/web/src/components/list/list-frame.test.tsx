// The list states ('Loading....', 'Network Connection Error!', 'Internal Server Error', 'Something Went Wrong!',
// the list's empty text), the page links, the SN across pages, the table variant that keeps its header, and what
// that table gives its card layout below md (labels from the headers, one copy of every control).
import { defineEndpoint, PageString, TotalData } from '@portal/contract';
import { keepPreviousData, onlineManager, useQuery } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { resetLanguageForTests, setLanguage } from '#web/i18n/language.ts';
import { read } from '#web/lib/api.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { DataTable } from './data-table.tsx';
import { ListFrame } from './list-frame.tsx';
import { pageWindow, searchWithPage, serialNumber, usePageParam } from './pagination.tsx';

const listThings = defineEndpoint({
  method: 'GET',
  keep: false,
  path: '/api/test/things',
  access: 'participant',
  summary: 'test list',
  query: z.object({ page: PageString.optional() }),
  responses: {
    200: z.object({ things: z.array(z.object({ id: z.number(), name: z.string() })), total_data: TotalData }),
  },
});

const things = (count: number, from = 1) =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `Thing ${from + i}` }));

function ThingList() {
  const page = usePageParam();
  const query = useQuery({
    queryKey: ['things', page],
    queryFn: ({ signal }) => read(listThings, { query: { page: String(page) }, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <ListFrame
      query={query}
      count={(data) => data.things.length}
      total={(data) => data.total_data}
      emptyText="No Things"
      label="Things"
    >
      {(data) => (
        <ul>
          {data.things.map((thing) => (
            <li key={thing.id}>{thing.name}</li>
          ))}
        </ul>
      )}
    </ListFrame>
  );
}

function ThingTable() {
  const page = usePageParam();
  const query = useQuery({
    queryKey: ['things', page],
    queryFn: ({ signal }) => read(listThings, { query: { page: String(page) }, signal }),
  });
  return (
    <DataTable
      query={query}
      rows={(data) => data.things}
      rowKey={(thing) => thing.id}
      total={(data) => data.total_data}
      columns={[{ header: 'Name', cell: (thing) => thing.name }]}
      emptyText="No Things"
      caption="Things"
    />
  );
}

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('ListFrame', () => {
  it("shows 'Loading....' while the first page loads", async () => {
    fakeApi().on(listThings, 'never');
    renderWithProviders(<ThingList />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading....');
  });

  it.each([
    [{ status: 500, body: { error: 'boom' } }, 'Internal Server Error'],
    ['network-error' as const, 'Network Connection Error!'],
    [{ status: 404, body: { error: 'Not here' } }, 'Something Went Wrong!'],
    [{ status: 403, body: { error: 'Access denied' } }, 'Something Went Wrong!'],
    [{ status: 200, body: { unexpected: true } }, 'Something Went Wrong!'],
  ])('answers %j with "%s" and offers Retry', async (answer, text) => {
    fakeApi().on(listThings, answer);
    renderWithProviders(<ThingList />);
    // The list's own state, not the toast the read catalogue adds for some statuses.
    const alert = await within(screen.getByRole('region', { name: 'Things' })).findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("says 'Network Connection Error!' while offline, without a Retry, and loads once back online", async () => {
    onlineManager.setOnline(false);
    const api = fakeApi().on(listThings, { status: 200, body: { things: things(1), total_data: 1 } });
    renderWithProviders(<ThingList />);
    const alert = await within(screen.getByRole('region', { name: 'Things' })).findByRole('alert');
    expect(alert).toHaveTextContent('Network Connection Error!');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    onlineManager.setOnline(true);
    expect(await screen.findByText('Thing 1')).toBeInTheDocument();
  });

  it('shows the empty text of the list', async () => {
    fakeApi().on(listThings, { status: 200, body: { things: [], total_data: 0 } });
    renderWithProviders(<ThingList />);
    expect(await screen.findByText('No Things')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the rows with page links that keep the other parameters', async () => {
    const api = fakeApi().on(listThings, { status: 200, body: { things: things(10, 11), total_data: 25 } });
    renderWithProviders(<ThingList />, { route: '/things?page=2&search=x' });
    expect(await screen.findByText('Thing 11')).toBeInTheDocument();
    expect(api.calls[0]?.url).toBe('/api/test/things?page=2');
    const pages = screen.getByRole('navigation', { name: 'Things, pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/things?page=3&search=x');
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/things?search=x');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/things?search=x');
  });

  it('goes to the last page when the page asked for is past the end', async () => {
    fakeApi()
      .on(listThings, { status: 200, body: { things: [], total_data: 12 } })
      .on(listThings, { status: 200, body: { things: things(2, 11), total_data: 12 } });
    const { location } = renderWithProviders(<ThingList />, { route: '/things?page=3' });
    await waitFor(() => expect(location.current).toBe('/things?page=2'));
    expect(await screen.findByText('Thing 12')).toBeInTheDocument();
    expect(screen.queryByText('No Things')).not.toBeInTheDocument();
  });
});

describe('DataTable', () => {
  it('numbers the rows across pages ((page-1)*10+index+1) under the SN header', async () => {
    fakeApi().on(listThings, { status: 200, body: { things: things(3, 21), total_data: 23 } });
    renderWithProviders(<ThingTable />, { route: '/things?page=3' });
    const table = await screen.findByRole('table', { name: 'Things' });
    await within(table).findByText('Thing 21');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['SNName', '21Thing 21', '22Thing 22', '23Thing 23']);
  });

  it('keeps the header and shows the states in one full-width row', async () => {
    fakeApi().on(listThings, { status: 200, body: { things: [], total_data: 0 } });
    renderWithProviders(<ThingTable />);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(within(table).getByRole('columnheader', { name: 'SN' })).toBeInTheDocument();
    expect(await within(table).findByRole('cell', { name: 'No Things' })).toHaveAttribute('colspan', '2');
  });
});

describe('DataTable in Bangla', () => {
  afterEach(() => resetLanguageForTests());

  /** Renders the table on a Bangla page: the first render suspends while the Bangla catalogues arrive. */
  async function renderInBangla(route = '/things') {
    setLanguage('bn');
    await act(async () => {
      renderWithProviders(<ThingTable />, { route });
    });
    return screen.findByRole('table', { name: 'Things' }, { timeout: 10_000 });
  }

  it("names the SN column, its cards' label and the page links in Bangla", async () => {
    fakeApi().on(listThings, { status: 200, body: { things: things(3, 21), total_data: 23 } });
    const table = await renderInBangla('/things?page=3');
    await within(table).findByText('Thing 21');
    expect(within(table).getByRole('columnheader', { name: 'ক্রমিক' })).toBeInTheDocument();
    // The serial numbers are counts: Bengali digits, as the page links.
    expect(within(table).getByRole('cell', { name: '২১' })).toHaveAttribute('data-label', 'ক্রমিক');
    expect(screen.getByRole('navigation', { name: 'Things, পাতা' })).toBeInTheDocument();
    expect(screen.queryByText('SN')).not.toBeInTheDocument();
  }, 20_000);

  it('says its loading and failure states and Retry in Bangla', async () => {
    fakeApi().on(listThings, { status: 500, body: { error: 'boom' } });
    const table = await renderInBangla();
    const alert = await within(table).findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
    expect(alert).not.toHaveTextContent('Internal Server Error');
  }, 20_000);
});

/** A table with a control as a header (select all), a text column and an action column. */
function ThingTableWithActions() {
  const query = useQuery({
    queryKey: ['things', 1],
    queryFn: ({ signal }) => read(listThings, { query: { page: '1' }, signal }),
  });
  return (
    <DataTable
      query={query}
      rows={(data) => data.things}
      rowKey={(thing) => thing.id}
      columns={[
        {
          header: <input type="checkbox" aria-label="Select all things" />,
          cell: (thing) => <input type="checkbox" aria-label={`Select ${thing.name}`} />,
        },
        { header: 'Name', cell: (thing) => thing.name },
        { header: <span>Size</span>, label: 'Size', cell: (thing) => `${thing.id} kg` },
        {
          header: 'Action',
          cell: (thing) => <button type="button">Delete {thing.name}</button>,
        },
      ]}
      emptyText="No Things"
      caption="Things"
    />
  );
}

describe('DataTable as cards (below md)', () => {
  it('labels every cell with its column name, leaves a control header in view, and renders each control once', async () => {
    fakeApi().on(listThings, { status: 200, body: { things: things(2), total_data: 2 } });
    renderWithProviders(<ThingTableWithActions />);
    const table = await screen.findByRole('table', { name: 'Things' });
    const row = (await within(table).findByText('Thing 1')).closest('tr');
    if (!row) throw new Error('no row for Thing 1');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['SN', null, 'Name', 'Size', 'Action']);
    expect(cells.map((cell) => cell.textContent)).toEqual(['1', '', 'Thing 1', '1 kg', 'Delete Thing 1']);
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.classList.contains('data-table-control-header'))).toEqual([
      false,
      true,
      false,
      true,
      false,
    ]);
    // One DOM for both layouts: no hidden copy of a control in the tab order.
    expect(screen.getAllByRole('button', { name: 'Delete Thing 1' })).toHaveLength(1);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  });

  it('keeps the table semantics explicit, so a card layout does not turn the rows into plain text', async () => {
    fakeApi().on(listThings, { status: 200, body: { things: things(1), total_data: 1 } });
    renderWithProviders(<ThingTableWithActions />);
    const table = await screen.findByRole('table', { name: 'Things' });
    await within(table).findByText('Thing 1');
    expect(table).toHaveAttribute('role', 'table');
    for (const row of within(table).getAllByRole('row')) expect(row).toHaveAttribute('role', 'row');
    for (const cell of within(table).getAllByRole('cell')) expect(cell).toHaveAttribute('role', 'cell');
    for (const header of within(table).getAllByRole('columnheader'))
      expect(header).toHaveAttribute('role', 'columnheader');
  });
});

describe('paging helpers', () => {
  it('serialNumber follows the spec', () => {
    expect(serialNumber(1, 0)).toBe(1);
    expect(serialNumber(3, 4)).toBe(25);
  });

  it('pageWindow keeps the ends and two pages around the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
  });

  it('searchWithPage writes page 1 as no parameter', () => {
    expect(searchWithPage('?page=4&sort=oldest', 1)).toBe('?sort=oldest');
    expect(searchWithPage('', 2)).toBe('?page=2');
  });
});
