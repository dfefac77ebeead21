// The coordinator area; loaded lazily with its pages. The sidebar's labels are keys of the 'frame' namespace, shown in
// the page's language (docs/i18n.md).
import { paths } from '#web/config/paths.ts';
import { frameNs } from '#web/i18n/namespaces/frame.ts';
import { useT } from '#web/i18n/use-t.ts';
import { type SidebarEntry, translated } from './area-sidebar.tsx';
import { WorkAreaLayout } from './work-area-layout.tsx';

const c = paths.coordinator;

const ENTRIES: readonly SidebarEntry[] = [
  { label: 'coordinatorMenu.dashboard', to: c.dashboard.path },
  { label: 'coordinatorMenu.courses', to: c.courses.path },
  { label: 'coordinatorMenu.participants', to: c.participants.path },
  { label: 'coordinatorMenu.contents', to: c.contents.path },
  { label: 'coordinatorMenu.assignments', to: c.assignments.path },
  { label: 'coordinatorMenu.notifications', to: c.notifications.path },
  {
    label: 'coordinatorMenu.forum',
    group: [
      { label: 'coordinatorMenu.allPosts', to: c.allPosts.path },
      { label: 'coordinatorMenu.createPost', to: c.createPost.path },
      { label: 'coordinatorMenu.myPosts', to: c.myPosts.path },
      { label: 'coordinatorMenu.unanswered', to: c.unansweredPosts.path },
    ],
  },
  {
    label: 'coordinatorMenu.evaluations',
    group: [
      { label: 'coordinatorMenu.reportList', to: c.reportList.path },
      { label: 'coordinatorMenu.upload', to: c.evaluationsUpload.path },
    ],
  },
  { label: 'coordinatorMenu.profile', to: c.profile.path },
];

export function CoordinatorLayout() {
  const t = useT(frameNs);
  // The cast: the labels above are keys of the namespace, which its typed function checks one by one only for literals.
  const entries = translated(ENTRIES, t as unknown as (key: string) => string);
  return <WorkAreaLayout userRole="coordinator" areaName="Coordinator" entries={entries} />;
}
