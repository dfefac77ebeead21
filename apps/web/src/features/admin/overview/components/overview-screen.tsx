// The admin's home (/admin): one card per thing the console manages, each a link to its screen, with the
// count from GET /api/admin/overview. The cards are the dashboards' SummaryCards.
import type { AdminOverview } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { PageError, PageSpinner } from '#web/components/ui/page-state.tsx';
import { paths } from '#web/config/paths.ts';
import { type SummaryCard, SummaryCards } from '#web/features/dashboard/index.ts';
import { overviewOptions } from '../api.ts';
import { LastBackupPanel } from './last-backup-panel.tsx';

const a = paths.admin;

export function overviewCards(counts: AdminOverview): SummaryCard[] {
  return [
    { field: 'running_courses', title: 'Running Courses', count: counts.running_courses, to: a.courses.path },
    {
      field: 'expired_courses',
      title: 'Expired Courses',
      count: counts.expired_courses,
      to: `${a.courses.path}?status=0`,
    },
    { field: 'coordinators', title: 'Coordinators', count: counts.coordinators, to: a.coordinators.path },
    {
      field: 'participants',
      title: 'Participants',
      count: counts.participants,
      to: a.participants.path,
      note: counts.inactive_participants > 0 ? `${counts.inactive_participants} deactivated` : undefined,
    },
    {
      field: 'pending_invitations',
      title: 'Pending Invitations',
      count: counts.pending_invitations,
      to: a.invitationBoard.getHref(),
    },
    { field: 'programs', title: 'Programmes', count: counts.programs, to: a.programs.path },
    {
      field: 'unread_messages',
      title: 'Unread Messages',
      count: counts.unread_messages,
      to: `${a.inbox.path}?unread=1`,
    },
  ];
}

export function OverviewScreen() {
  const query = useQuery(overviewOptions());
  if (query.isError) return <PageError message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageSpinner />;
  return (
    <>
      <SummaryCards cards={overviewCards(query.data)} />
      <LastBackupPanel />
    </>
  );
}
