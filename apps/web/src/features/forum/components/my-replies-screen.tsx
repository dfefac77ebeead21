// The participant's own replies (docs/features.md, Forum): each with the post it answers, '(edited)' when edited, a
// 'See Post' link to the post's page and Edit; 10 a page; 'No Replies' when none.
import { courseDisplayName, type MyReply } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { ListFrame } from '#web/components/list/list-frame.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { forumNs } from '#web/i18n/namespaces/forum.ts';
import { useT } from '#web/i18n/use-t.ts';
import { myRepliesOptions } from '../api.ts';
import { forumPaths } from '../endpoints.ts';
import { EditReplyModal } from './edit-reply-modal.tsx';
import { AuthorLine } from './post-meta.tsx';

export function MyRepliesScreen() {
  const page = usePageParam();
  const query = useQuery(myRepliesOptions(page));
  const t = useT(forumNs);
  return (
    <>
      <p className="mb-3">
        <Link to={forumPaths.participant.dashboard.path}>{t('returnToDashboard')}</Link>
      </p>
      <ListFrame
        query={query}
        count={(data) => data.replies.length}
        total={(data) => data.total_data}
        emptyText={t('myReplies.empty')}
        label={t('myReplies.label')}
      >
        {(data) => data.replies.map((reply) => <MyReplyCard key={reply.reply_id} reply={reply} />)}
      </ListFrame>
    </>
  );
}

function MyReplyCard({ reply }: { reply: MyReply }) {
  const titleId = useId();
  const [isEditing, setEditing] = useState(false);
  const t = useT(forumNs);
  return (
    <article className="card mb-3" aria-labelledby={titleId}>
      <div className="card-body">
        <h2 id={titleId} className="h6 card-title mb-1">
          <span className="text-body-secondary fw-normal">{t('myReplies.replyTo')}</span> {reply.post_title}
        </h2>
        <AuthorLine
          name={reply.user_name}
          isMine={reply.is_my_reply}
          userType={reply.user_type}
          createdAt={reply.created_at}
          courseName={courseDisplayName(reply.course_name, reply.course_short_name)}
          isEdited={reply.is_edited}
        />
        <p className="forum-text card-text">{reply.body}</p>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <Link to={forumPaths.participant.postReplies.getHref(reply.post_id)} className="me-2">
            {t('myReplies.seePost')}
          </Link>
          <Button
            variant="outline-secondary"
            size="sm"
            aria-label={t('edit.editReply')}
            onClick={() => setEditing(true)}
          >
            {t('card.edit')}
          </Button>
        </div>
      </div>
      <EditReplyModal userRole="participant" reply={reply} show={isEditing} onHide={() => setEditing(false)} />
    </article>
  );
}
