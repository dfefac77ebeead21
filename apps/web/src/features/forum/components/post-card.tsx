// A post as a card (docs/features.md, Forum): its title with '(edited)', the author ('You' for one's own), the
// user-type tag, its age with the exact time on hover, the course, the body as plain text with its line breaks, the
// reply count linking to the post's page, and Reply; Edit and Delete on one's own posts. The list decides which card
// has its reply box open, so that only one is open at a time.
import { courseDisplayName, type Post } from '@portal/contract';
import { useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { ConfirmDeleteDialog, type DeleteCall } from '#web/components/ui/confirm-delete-dialog.tsx';
import { forumNs } from '#web/i18n/namespaces/forum.ts';
import { useT } from '#web/i18n/use-t.ts';
import { deletePostCall } from '../api.ts';
import { type ForumRole, forumPaths } from '../endpoints.ts';
import { EditPostModal } from './edit-post-modal.tsx';
import { AuthorLine, EditedMark } from './post-meta.tsx';
import { ReplyBox } from './reply-box.tsx';

export interface PostCardProps {
  userRole: ForumRole;
  post: Post;
  isReplyOpen: boolean;
  onReplyOpenChange: (isOpen: boolean) => void;
  /** In a list the title links to the post's page; on that page it does not. */
  linkTitle?: boolean;
  /** 'waiting': the age as 'waiting 3 days' (the coordinator's queue of unanswered posts). */
  age?: 'ago' | 'waiting';
  /** After a reply was sent and the lists refreshed. */
  onReplied?: () => void;
  /** The delete call, when it differs from deleting the post and refreshing the role's forum. */
  deleteCallOf?: (post: Post) => DeleteCall;
  /** After a 200 to the delete. */
  onDeleted?: () => void;
}

export function PostCard({
  userRole,
  post,
  isReplyOpen,
  onReplyOpenChange,
  linkTitle = true,
  age = 'ago',
  onReplied,
  deleteCallOf,
  onDeleted,
}: PostCardProps) {
  const titleId = useId();
  const replyBoxId = useId();
  const replyButton = useRef<HTMLButtonElement>(null);
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const postHref = forumPaths[userRole].postReplies.getHref(post.post_id);
  const count = post.replies_count;
  const t = useT(forumNs);

  const closeReply = () => {
    onReplyOpenChange(false);
    // Back where the user was before the box opened.
    replyButton.current?.focus();
  };

  return (
    <article className="card mb-3" aria-labelledby={titleId}>
      <div className="card-body">
        <h2 id={titleId} className="h5 card-title mb-1">
          {linkTitle ? (
            <Link to={postHref} className="link-body-emphasis">
              {post.title}
            </Link>
          ) : (
            post.title
          )}
          <EditedMark isEdited={post.is_edited} />
        </h2>
        <AuthorLine
          name={post.user_name}
          isMine={post.is_my_post}
          userType={post.user_type}
          createdAt={post.created_at}
          courseName={courseDisplayName(post.course_name, post.course_short_name)}
          age={age}
        />
        <p className="forum-text card-text">{post.body}</p>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <Link to={postHref} className="me-2">
            {t('card.replies', { count })}
          </Link>
          <Button
            ref={replyButton}
            variant="outline-primary"
            size="sm"
            aria-expanded={isReplyOpen}
            aria-controls={isReplyOpen ? replyBoxId : undefined}
            onClick={() => onReplyOpenChange(!isReplyOpen)}
          >
            {t('card.reply')}
          </Button>
          {post.is_my_post && (
            <>
              <Button
                variant="outline-secondary"
                size="sm"
                aria-label={t('card.editPost')}
                onClick={() => setDialog('edit')}
              >
                {t('card.edit')}
              </Button>
              <Button
                variant="outline-danger"
                size="sm"
                aria-label={t('card.deletePost')}
                onClick={() => setDialog('delete')}
              >
                {t('card.delete')}
              </Button>
            </>
          )}
        </div>
        {isReplyOpen && (
          <ReplyBox
            id={replyBoxId}
            userRole={userRole}
            postId={post.post_id}
            postTitle={post.title}
            onClose={closeReply}
            onSent={onReplied}
          />
        )}
      </div>
      {post.is_my_post && (
        <>
          <EditPostModal userRole={userRole} post={post} show={dialog === 'edit'} onHide={() => setDialog(null)} />
          <ConfirmDeleteDialog
            show={dialog === 'delete'}
            onHide={() => setDialog(null)}
            title={t('card.deleteTitle')}
            call={deleteCallOf?.(post) ?? deletePostCall(userRole, post.post_id)}
            onDeleted={onDeleted}
          >
            <p className="mb-0">{t('card.deleteQuestion', { title: post.title })}</p>
          </ConfirmDeleteDialog>
        </>
      )}
    </article>
  );
}
