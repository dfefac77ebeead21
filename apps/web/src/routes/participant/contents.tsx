import { paths } from '#web/app/paths.ts';
import { PlaceholderPage } from '#web/components/ui/placeholder-page.tsx';

export function ParticipantContentsPage() {
  return <PlaceholderPage title={paths.participant.contents.title} feature="contents" />;
}
