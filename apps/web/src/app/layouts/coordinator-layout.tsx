// The coordinator area; loaded lazily with its pages.
import { paths } from '#web/config/paths.ts';
import type { SidebarEntry } from './area-sidebar.tsx';
import { WorkAreaLayout } from './work-area-layout.tsx';

const c = paths.coordinator;

const ENTRIES: readonly SidebarEntry[] = [
  { label: 'Dashboard', to: c.dashboard.path },
  { label: 'Courses', to: c.courses.path },
  { label: 'Participants', to: c.participants.path },
  { label: 'Contents', to: c.contents.path },
  { label: 'Assignments', to: c.assignments.path },
  { label: 'Notifications', to: c.notifications.path },
  {
    label: 'Forum',
    group: [
      { label: 'All Posts', to: c.allPosts.path },
      { label: 'Create Post', to: c.createPost.path },
      { label: 'My Posts', to: c.myPosts.path },
      { label: 'Unanswered', to: c.unansweredPosts.path },
    ],
  },
  {
    label: 'Evaluations',
    group: [
      { label: 'Report List', to: c.reportList.path },
      { label: 'Upload', to: c.evaluationsUpload.path },
    ],
  },
  { label: 'Profile', to: c.profile.path },
];

export function CoordinatorLayout() {
  return <WorkAreaLayout userRole="coordinator" areaName="Coordinator" entries={ENTRIES} />;
}
