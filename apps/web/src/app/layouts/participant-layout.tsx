// The participant area; loaded lazily with its pages.
import { paths } from '#web/config/paths.ts';
import type { SidebarEntry } from './area-sidebar.tsx';
import { WorkAreaLayout } from './work-area-layout.tsx';

const p = paths.participant;

const ENTRIES: readonly SidebarEntry[] = [
  { label: 'Dashboard', to: p.dashboard.path },
  { label: 'Profile', to: p.profile.path },
  { label: 'View Course', to: p.courses.path },
  {
    label: 'Forum',
    group: [
      { label: 'All Posts', to: p.allPosts.path },
      { label: 'My Posts', to: p.myPosts.path },
      { label: 'Create Post', to: p.createPost.path },
      { label: 'Unanswered', to: p.unansweredPosts.path },
      { label: 'My Replies', to: p.myReplies.path },
    ],
  },
  { label: 'Assignments', to: p.assignments.path },
  { label: 'Contents', to: p.contents.path },
  { label: 'Notifications', to: p.notifications.path },
  { label: 'Results', to: p.results.path },
  { label: 'My certificates', to: p.certificates.path },
];

export function ParticipantLayout() {
  return <WorkAreaLayout userRole="participant" areaName="Participant" entries={ENTRIES} />;
}
