// The admin's home (/admin): one card per thing the console manages, each a link to its screen, with the
// count from GET /api/admin/overview. The cards are the dashboards' SummaryCards.
import type { AdminOverview } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { PageError, PageSpinner } from '#web/components/ui/page-state.tsx';
import { paths } from '#web/config/paths.ts';
import { type SummaryCard, SummaryCards } from '#web/features/dashboard/index.ts';
import { adminNs } from '#web/i18n/namespaces/admin.ts';
import { useT } from '#web/i18n/use-t.ts';
import { overviewOptions } from '../api.ts';
import { LastBackupPanel } from './last-backup-panel.tsx';

const a = paths.admin;

export function overviewCards(counts: AdminOverview, t: TFunction<'admin'>): SummaryCard[] {
  return [
    {
      field: 'running_courses',
      title: t('overview.runningCourses'),
      count: counts.running_courses,
      to: a.courses.path,
    },
    {
      field: 'expired_courses',
      title: t('overview.expiredCourses'),
      count: counts.expired_courses,
      to: `${a.courses.path}?status=0`,
    },
    { field: 'coordinators', title: t('overview.coordinators'), count: counts.coordinators, to: a.coordinators.path },
    {
      field: 'participants',
      title: t('overview.participants'),
      count: counts.participants,
      to: a.participants.path,
      note:
        counts.inactive_participants > 0
          ? t('overview.deactivated', { count: counts.inactive_participants })
          : undefined,
    },
    {
      field: 'pending_invitations',
      title: t('overview.pendingInvitations'),
      count: counts.pending_invitations,
      to: a.invitationBoard.getHref(),
    },
    { field: 'programs', title: t('overview.programmes'), count: counts.programs, to: a.programs.path },
    {
      field: 'unread_messages',
      title: t('overview.unreadMessages'),
      count: counts.unread_messages,
      to: `${a.inbox.path}?unread=1`,
    },
  ];
}

export function OverviewScreen() {
  const t = useT(adminNs);
  const query = useQuery(overviewOptions());
  if (query.isError) return <PageError message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <PageSpinner />;
  return (
    <>
      <SummaryCards cards={overviewCards(query.data, t)} />
      <LastBackupPanel />
    </>
  );
}
