// The small parts of a post's or a reply's card: the author line (name or 'You', the user-type tag, the age, the
// course) and the '(edited)' mark (docs/features.md, Forum).
import type { UserType } from '@portal/contract';
import { RelativeTime } from '#web/components/ui/relative-time.tsx';
import { forumNs } from '#web/i18n/namespaces/forum.ts';
import { useT } from '#web/i18n/use-t.ts';

// Text colours with at least 4.5:1 on their badge (WCAG AA).
const TAG_CLASS: Record<UserType, string> = {
  0: 'text-bg-danger',
  1: 'text-bg-primary',
  2: 'text-bg-secondary',
};

// The contract's USER_TYPE_TAG texts ('Admin', 'Faculty', 'Participant'), in the page's language.
const TAG_KEY = { 0: 'meta.tag.admin', 1: 'meta.tag.faculty', 2: 'meta.tag.participant' } as const satisfies Record<
  UserType,
  string
>;

export function UserTypeTag({ userType }: { userType: UserType }) {
  const t = useT(forumNs);
  return <span className={`badge ${TAG_CLASS[userType]}`}>{t(TAG_KEY[userType])}</span>;
}

export function EditedMark({ isEdited }: { isEdited: 0 | 1 }) {
  const t = useT(forumNs);
  if (isEdited !== 1) return null;
  // The space keeps the heading's accessible name readable: 'Title (edited)'.
  return (
    <>
      {' '}
      <span className="text-body-secondary fw-normal fs-6">{t('meta.edited')}</span>
    </>
  );
}

interface AuthorLineProps {
  name: string;
  isMine: boolean;
  userType: UserType;
  createdAt: string;
  courseName?: string | undefined;
  /** 'waiting': the age as 'waiting 3 days' (the coordinator's queue of unanswered posts). */
  age?: 'ago' | 'waiting';
  /** A reply's '(edited)' (a post shows it beside its title). */
  isEdited?: 0 | 1;
}

export function AuthorLine({
  name,
  isMine,
  userType,
  createdAt,
  courseName,
  age = 'ago',
  isEdited = 0,
}: AuthorLineProps) {
  const t = useT(forumNs);
  const author = isMine ? t('meta.you') : name.trim();
  const course = courseName?.trim();
  // Each part is a flex item that wraps as a whole, and a part with nothing to show is left out (an empty one
  // would still take a gap). The '·' before the course ends the age's item, so that on a narrow screen, where
  // the course goes to the next line, no line starts with a dangling '·'.
  return (
    <p className="small text-body-secondary d-flex flex-wrap align-items-center column-gap-2 row-gap-1 mb-2">
      {author && <span className="fw-semibold text-body">{author}</span>}
      <UserTypeTag userType={userType} />
      <span className="text-nowrap">
        <RelativeTime
          iso={createdAt}
          variant={age}
          className={age === 'waiting' ? 'badge text-bg-warning fw-normal' : undefined}
        />
        {course && <span aria-hidden="true"> ·</span>}
      </span>
      {course && (
        <span>
          <span className="visually-hidden">{t('meta.course')}</span>
          {course}
        </span>
      )}
      {isEdited === 1 && <span>{t('meta.edited')}</span>}
    </p>
  );
}
