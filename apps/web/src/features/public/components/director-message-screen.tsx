// /message-from-director-general and /message-from-director-certification (docs/features.md, Public site): the
// director's name, designation, avatar and HTML message (through SafeHtml).
import { DIRECTOR } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { PageSpinner } from '#web/components/ui/page-state.tsx';
import { SafeHtml } from '#web/components/ui/safe-html.tsx';
import { programmeNs } from '#web/i18n/namespaces/programme.ts';
import { useT } from '#web/i18n/use-t.ts';
import { directorMessageOptions } from '../details.ts';
import { Avatar } from './avatar.tsx';
import { IMAGE_SIZE } from './images.ts';
import { ErrorState } from './states.tsx';

/** The page's heading (its title in the page's language): the Director General's, or the Director (Certification)'s. */
export function DirectorMessageScreen({ id }: { id: number }) {
  const message = useQuery(directorMessageOptions(id));
  const t = useT(programmeNs);
  const heading = t(id === DIRECTOR.general ? 'director.general' : 'director.certification');
  if (message.isPending) return <PageSpinner />;
  if (message.isError) return <ErrorState message={message.error.message} onAction={() => void message.refetch()} />;
  const { name, designation, avatar_url: avatarUrl, message: html } = message.data;
  return (
    <article className="director-message">
      <h1 className="mb-4">{heading}</h1>
      <div className="row g-4">
        <div className="col-12 col-md-4 col-lg-3 text-center">
          <Avatar src={avatarUrl} size={IMAGE_SIZE.avatar.width} alt={name} />
          <p className="fw-semibold fs-5 mt-3 mb-0">{name}</p>
          <p className="text-body-secondary">{designation}</p>
        </div>
        <div className="col-12 col-md-8 col-lg-9">
          <SafeHtml html={html} className="rich-text" />
        </div>
      </div>
    </article>
  );
}
