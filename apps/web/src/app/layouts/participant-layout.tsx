// The participant area; loaded lazily with its pages. The sidebar's labels are keys of the 'participant' namespace,
// shown in the page's language (docs/i18n.md).
import { paths } from '#web/config/paths.ts';
import { participantNs } from '#web/i18n/namespaces/participant.ts';
import { useT } from '#web/i18n/use-t.ts';
import { type SidebarEntry, translated } from './area-sidebar.tsx';
import { WorkAreaLayout } from './work-area-layout.tsx';

const p = paths.participant;

const ENTRIES: readonly SidebarEntry[] = [
  { label: 'sidebar.dashboard', to: p.dashboard.path },
  { label: 'sidebar.profile', to: p.profile.path },
  { label: 'sidebar.viewCourse', to: p.courses.path },
  {
    label: 'sidebar.forum',
    group: [
      { label: 'sidebar.allPosts', to: p.allPosts.path },
      { label: 'sidebar.myPosts', to: p.myPosts.path },
      { label: 'sidebar.createPost', to: p.createPost.path },
      { label: 'sidebar.unanswered', to: p.unansweredPosts.path },
      { label: 'sidebar.myReplies', to: p.myReplies.path },
    ],
  },
  { label: 'sidebar.assignments', to: p.assignments.path },
  { label: 'sidebar.contents', to: p.contents.path },
  { label: 'sidebar.notifications', to: p.notifications.path },
  { label: 'sidebar.results', to: p.results.path },
  { label: 'sidebar.certificates', to: p.certificates.path },
];

export function ParticipantLayout() {
  const t = useT(participantNs);
  // The cast: the labels above are keys of the namespace, which its typed function checks one by one only for literals.
  const entries = translated(ENTRIES, t as unknown as (key: string) => string);
  return <WorkAreaLayout userRole="participant" areaName="Participant" entries={entries} />;
}
