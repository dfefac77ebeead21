// The small parts of a post's or a reply's card: the author line (name or 'You', the user-type tag, the age, the
// course) and the '(edited)' mark (docs/features.md, Forum).
import { USER_TYPE_TAG, type UserType } from '@portal/contract';
import { RelativeTime } from '#web/components/ui/relative-time.tsx';

// Text colours with at least 4.5:1 on their badge (WCAG AA).
const TAG_CLASS: Record<UserType, string> = {
  0: 'text-bg-danger',
  1: 'text-bg-primary',
  2: 'text-bg-secondary',
};

export function UserTypeTag({ userType }: { userType: UserType }) {
  return <span className={`badge ${TAG_CLASS[userType]}`}>{USER_TYPE_TAG[userType]}</span>;
}

export function EditedMark({ isEdited }: { isEdited: 0 | 1 }) {
  if (isEdited !== 1) return null;
  // The space keeps the heading's accessible name readable: 'Title (edited)'.
  return (
    <>
      {' '}
      <span className="text-body-secondary fw-normal fs-6">(edited)</span>
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
  const author = isMine ? 'You' : name.trim();
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
          <span className="visually-hidden">Course: </span>
          {course}
        </span>
      )}
      {isEdited === 1 && <span>(edited)</span>}
    </p>
  );
}
