// Participants: searched by name, e-mail or mobile (`?q=`), newest first, 10 a page, with the number of courses
// each is enrolled in; deactivate (signed out at once, sign-in refused) or activate. Participants join courses by
// invitation, so there is no "new participant" here.
import { ADMIN_SEARCH_MAX, type AdminParticipant, PEOPLE_TEXT } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { type Column, DataTable } from '#web/components/list/data-table.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { SearchBox, useSearchParam } from '#web/components/list/search-box.tsx';
import { participantsOptions } from '../api.ts';
import { ActiveBadge, ActiveToggle } from './active-toggle.tsx';

const COLUMNS: readonly Column<AdminParticipant>[] = [
  { header: 'Name', cell: (row) => row.name },
  { header: 'E-mail', cell: (row) => <a href={`mailto:${row.email}`}>{row.email}</a> },
  { header: 'Mobile', cell: (row) => row.mobile_no ?? '' },
  { header: 'Courses', cell: (row) => row.course_count, className: 'text-end' },
  { header: 'Status', cell: (row) => <ActiveBadge isActive={row.is_active} /> },
  { header: 'Action', cell: (row) => <ActiveToggle kind="participant" account={row} /> },
];

export function ParticipantsScreen() {
  const page = usePageParam();
  const q = useSearchParam('q');
  const query = useQuery(participantsOptions(page, q));
  return (
    <>
      <SearchBox
        label="Search participants"
        placeholder="Search by name, e-mail or mobile"
        param="q"
        maxLength={ADMIN_SEARCH_MAX}
      />
      <DataTable
        query={query}
        rows={(data) => data.data}
        rowKey={(row) => row.id}
        total={(data) => data.total_data}
        columns={COLUMNS}
        emptyText={PEOPLE_TEXT.noParticipants}
        caption="Participants"
      />
    </>
  );
}
