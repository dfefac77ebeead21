// A post with its replies (docs/features.md, Forum): the post's card (Reply, and Edit and Delete on one's own), then
// its replies oldest first, 10 a page with the page in the URL, Edit on one's own replies, 'This post currently has no
// replies!' when none, and a link back to all posts. A post that is not there, or is in a course the caller is not part
// of (the server answers 404 for both), is 'Post Not Found!': nothing a Retry could change.
import { type Post, PostIdParams, type Reply } from '@portal/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ListStateView, useLastPageRedirect } from '#web/components/list/list-frame.tsx';
import { listState } from '#web/components/list/list-state.ts';
import { Pagination, pageCount, usePageParam } from '#web/components/list/pagination.tsx';
import { forumNs } from '#web/i18n/namespaces/forum.ts';
import { useT } from '#web/i18n/use-t.ts';
import { ApiError } from '#web/lib/api.ts';
import { deletePostCall, forumKeys, postDetailOptions } from '../api.ts';
import { type ForumRole, forumPaths } from '../endpoints.ts';
import { EditReplyModal } from './edit-reply-modal.tsx';
import { PostCard } from './post-card.tsx';
import { AuthorLine } from './post-meta.tsx';

export function PostDetailScreen({ userRole }: { userRole: ForumRole }) {
  const { postId = '' } = useParams();
  // An id the server would refuse names no post: no call, the not-found state.
  const isWellFormed = PostIdParams.safeParse({ postId }).success;
  return isWellFormed ? <PostDetail userRole={userRole} postId={postId} /> : <PostNotFound userRole={userRole} />;
}

/** What a post's page shows when the post is not there or not the caller's to see. */
function PostNotFound({ userRole }: { userRole: ForumRole }) {
  const t = useT(forumNs);
  return (
    <section className="text-center py-5" aria-labelledby="post-not-found">
      <h2 id="post-not-found" className="h4 mb-3">
        {t('detail.notFound')}
      </h2>
      <p className="mb-3">{t('detail.notFoundDetail')}</p>
      <Link to={forumPaths[userRole].allPosts.path} className="btn btn-primary">
        {t('backToAllPosts')}
      </Link>
    </section>
  );
}

function PostDetail({ userRole, postId }: { userRole: ForumRole; postId: string }) {
  const page = usePageParam();
  const query = useQuery(postDetailOptions(userRole, postId, page));
  const t = useT(forumNs);
  const state = listState(query, (data) => data.replies.length === 0, t('detail.noReplies'));
  const total = state.kind === 'empty' || state.kind === 'ready' ? state.data.total_replies : 0;
  const lastPage = useLastPageRedirect(state, total);
  const [isReplyOpen, setReplyOpen] = useState(false);
  const [, setParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const allPosts = forumPaths[userRole].allPosts;

  if (lastPage) return lastPage;
  if (query.error instanceof ApiError && query.error.isNotFound) return <PostNotFound userRole={userRole} />;

  /** A new reply comes last (oldest first): show the page it is on. */
  const showNewReply = () => {
    const last = pageCount(total + 1);
    if (last !== page) setParams((current) => ({ ...Object.fromEntries(current), page: String(last) }));
  };
  // Leave the page first, then forget it: reading a deleted post again would only fail.
  const deleteCallOf = (post: Post) =>
    deletePostCall(userRole, post.post_id, [forumKeys.lists(userRole), forumKeys.myReplies(userRole)]);
  const leaveDeleted = () => {
    navigate(allPosts.path);
    queryClient.removeQueries({ queryKey: forumKeys.details(userRole) });
  };

  return (
    <>
      <p className="mb-3">
        <Link to={allPosts.path}>{t('backToAllPosts')}</Link>
      </p>
      {state.kind === 'loading' || state.kind === 'failed' ? (
        <ListStateView state={state} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <PostCard
            userRole={userRole}
            post={state.data.post}
            linkTitle={false}
            isReplyOpen={isReplyOpen}
            onReplyOpenChange={setReplyOpen}
            onReplied={showNewReply}
            deleteCallOf={deleteCallOf}
            onDeleted={leaveDeleted}
          />
          <section aria-labelledby="replies-title" aria-busy={query.isFetching || undefined}>
            <h2 id="replies-title" className="h5 mt-4 mb-3">
              {t('detail.replies', { count: state.data.total_replies })}
            </h2>
            {state.kind === 'empty' ? (
              <p className="text-body-secondary">{state.text}</p>
            ) : (
              <>
                <ol className="list-unstyled mb-0">
                  {state.data.replies.map((reply) => (
                    <ReplyItem key={reply.reply_id} userRole={userRole} reply={reply} />
                  ))}
                </ol>
                <Pagination total={state.data.total_replies} label={t('detail.repliesPages')} />
              </>
            )}
          </section>
        </>
      )}
    </>
  );
}

function ReplyItem({ userRole, reply }: { userRole: ForumRole; reply: Reply }) {
  const [isEditing, setEditing] = useState(false);
  const t = useT(forumNs);
  return (
    <li className="card card-body mb-2 py-2">
      <AuthorLine
        name={reply.user_name}
        isMine={reply.is_my_reply}
        userType={reply.user_type}
        createdAt={reply.created_at}
        isEdited={reply.is_edited}
      />
      <p className="forum-text mb-2">{reply.body}</p>
      {reply.is_my_reply && (
        <div>
          <Button
            variant="outline-secondary"
            size="sm"
            aria-label={t('edit.editReply')}
            onClick={() => setEditing(true)}
          >
            {t('card.edit')}
          </Button>
          <EditReplyModal userRole={userRole} reply={reply} show={isEditing} onHide={() => setEditing(false)} />
        </div>
      )}
    </li>
  );
}
