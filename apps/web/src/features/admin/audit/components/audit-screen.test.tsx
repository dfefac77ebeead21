// The audit log: what was changed and how are the contract's fixed lists, shown in English as recorded and in Bangla as
// words of the admin catalogue (filters and rows alike); a name the lists do not know is shown as recorded.
import { type AuditEntry, adminAudit } from '@portal/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetLanguageForTests, setLanguage } from '#web/i18n/language.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderWithProviders } from '#web/testing/render-with-providers.tsx';
import { AuditScreen } from './audit-screen.tsx';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  actor_email: 'admin@demo.test',
  action: 'update',
  entity: 'program_coordinator',
  entity_id: '3',
  before: { batch: 'Batch 5' },
  after: { batch: 'Batch 6' },
  created_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

const ENTRIES = [entry({}), entry({ id: 2, action: 'archive', entity: 'ledger', entity_id: null })];

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('AuditScreen', () => {
  it('shows what was changed and how as recorded, in English', async () => {
    fakeApi().on(adminAudit.list, { status: 200, body: { total_data: 2, data: ENTRIES } });
    renderWithProviders(<AuditScreen />, { route: '/admin/audit' });
    const table = await screen.findByRole('table', { name: 'Admin changes, newest first' });
    await within(table).findAllByText('admin@demo.test');
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(first as HTMLElement).slice(2, 5)).toEqual(['admin@demo.test', 'update', 'program coordinator #3']);
    expect(cellsOf(second as HTMLElement).slice(3, 5)).toEqual(['archive', 'ledger']);
    expect(within(screen.getByLabelText('What')).getByRole('option', { name: 'program coordinator' })).toBeVisible();
    expect(within(screen.getByLabelText('Action')).getByRole('option', { name: 'reissue' })).toBeVisible();
  });
});

describe('AuditScreen in Bangla', () => {
  afterEach(() => resetLanguageForTests());

  it('names what was changed and how in Bangla, and an unknown name as recorded', async () => {
    setLanguage('bn');
    fakeApi().on(adminAudit.list, { status: 200, body: { total_data: 2, data: ENTRIES } });
    // The first Bangla render suspends while the Bangla runtime and catalogues arrive: an awaited act lets React retry.
    await act(async () => {
      renderWithProviders(<AuditScreen />, { route: '/admin/audit' });
    });
    const table = await screen.findByRole('table', { name: 'অ্যাডমিনের পরিবর্তন, নতুনগুলো আগে' }, { timeout: 10_000 });
    await within(table).findAllByText('admin@demo.test');
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(first as HTMLElement).slice(2, 5)).toEqual([
      'admin@demo.test',
      'পরিবর্তন',
      'প্রোগ্রামের কো-অর্ডিনেটর #3',
    ]);
    expect(cellsOf(second as HTMLElement).slice(3, 5)).toEqual(['archive', 'ledger']);
    expect(within(screen.getByLabelText('কী')).getByRole('option', { name: 'প্রোগ্রামের কো-অর্ডিনেটর' })).toBeVisible();
    expect(within(screen.getByLabelText('কার্যক্রম')).getByRole('option', { name: 'পুনরায় প্রদান' })).toBeVisible();
    expect(within(table).getAllByText('আগে ও পরে')).toHaveLength(2);
  }, 20_000);
});
