// Participants: searched by name, e-mail or mobile (`?q=`), newest first, 10 a page, with the number of courses
// each is enrolled in; deactivate (signed out at once, sign-in refused) or activate. Participants join courses by
// invitation, so there is no "new participant" here.
import { ADMIN_SEARCH_MAX, type AdminParticipant, formatNumber, PEOPLE_TEXT } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { SearchBox, useSearchParam } from '#web/components/list/search-box.tsx';
import { useMessageText } from '#web/i18n/messages.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useLanguage, useT } from '#web/i18n/use-t.ts';
import { participantsOptions } from '../api.ts';
import { ActiveBadge, ActiveToggle } from './active-toggle.tsx';

export function ParticipantsScreen() {
  const t = useT(adminNs);
  const msg = useMessageText();
  const language = useLanguage();
  const columns: readonly Column<AdminParticipant>[] = [
    { header: t('people.name'), cell: (row) => row.name },
    { header: t('people.email'), cell: (row) => <a href={`mailto:${row.email}`}>{row.email}</a> },
    { header: t('people.mobile'), cell: (row) => row.mobile_no ?? '' },
    { header: t('people.courses'), cell: (row) => formatNumber(language, row.course_count), className: 'text-end' },
    { header: t('people.status'), cell: (row) => <ActiveBadge isActive={row.is_active} /> },
    { header: t('people.action'), cell: (row) => <ActiveToggle kind="participant" account={row} /> },
  ];
  const page = usePageParam();
  const q = useSearchParam('q');
  const query = useQuery(participantsOptions(page, q));
  return (
    <>
      <SearchBox
        label={t('people.searchParticipants')}
        placeholder={t('people.searchByPerson')}
        param="q"
        maxLength={ADMIN_SEARCH_MAX}
      />
      <DataTable
        query={query}
        rows={(data) => data.data}
        rowKey={(row) => row.id}
        total={(data) => data.total_data}
        columns={columns}
        emptyText={msg(PEOPLE_TEXT.noParticipants)}
        caption={t('people.participantsCaption')}
      />
    </>
  );
}
