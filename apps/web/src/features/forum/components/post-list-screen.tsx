// The post lists of both roles (docs/features.md, Forum): All Posts (with a search on title and body), My Posts and
// Unanswered, 10 a page with the page in the URL. One reply box is open at a time across the list. The coordinator's
// Unanswered is their "needs a reply" queue: it can be sorted oldest first and each card says how long the post has
// waited.
import { LIMITS, type UnansweredSort } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { ListFrame } from '#web/components/list/list-frame.tsx';
import { usePageParam } from '#web/components/list/pagination.tsx';
import { SearchBox, useSearchParam } from '#web/components/list/search-box.tsx';
import { setParam, useUrlFilter } from '#web/components/list/url-filter.ts';
import { forumNs } from '#web/i18n/namespaces/forum.ts';
import { useT } from '#web/i18n/use-t.ts';
import { type PostScope, postListOptions } from '../api.ts';
import { type ForumRole, forumPaths } from '../endpoints.ts';
import { PostCard } from './post-card.tsx';

interface PostListScreenProps {
  userRole: ForumRole;
  scope: PostScope;
}

export function PostListScreen({ userRole, scope }: PostListScreenProps) {
  const page = usePageParam();
  const search = useSearchParam();
  const sort: UnansweredSort = useSearchParam('sort') === 'oldest' ? 'oldest' : 'newest';
  const isQueue = userRole === 'coordinator' && scope === 'unanswered';
  const query = useQuery(
    postListOptions(userRole, scope, {
      page,
      search: scope === 'all' && search ? search : undefined,
      sort: isQueue ? sort : undefined,
    }),
  );
  const [replyOpenFor, setReplyOpenFor] = useState<number | null>(null);
  const t = useT(forumNs);

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mb-3">
        <Link to={forumPaths[userRole].dashboard.path}>{t('returnToDashboard')}</Link>
        {scope === 'all' && (
          <SearchBox
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            maxLength={LIMITS.search}
            className="flex-grow-1 forum-search"
          />
        )}
        {isQueue && <SortSelect sort={sort} />}
      </div>
      {isQueue && <p className="text-body-secondary">{t('list.queueHint')}</p>}
      <ListFrame
        query={query}
        count={(data) => data.posts.length}
        total={(data) => data.total_data}
        emptyText={t(emptyKey(scope, search))}
        label={t(`list.label.${scope}`)}
      >
        {(data) =>
          data.posts.map((post) => (
            <PostCard
              key={post.post_id}
              userRole={userRole}
              post={post}
              age={isQueue ? 'waiting' : 'ago'}
              isReplyOpen={replyOpenFor === post.post_id}
              onReplyOpenChange={(isOpen) => setReplyOpenFor(isOpen ? post.post_id : null)}
            />
          ))
        }
      </ListFrame>
    </>
  );
}

function emptyKey(scope: PostScope, search: string) {
  if (scope === 'unanswered') return 'list.noUnanswered' as const;
  if (scope === 'all' && search) return 'list.noMatch' as const;
  return 'list.noPosts' as const;
}

/** Newest first (the default, no parameter) or oldest first (`?sort=oldest`), from page 1 again. */
function SortSelect({ sort }: { sort: UnansweredSort }) {
  const id = useId();
  const { change } = useUrlFilter();
  const t = useT(forumNs);
  return (
    <div className="d-flex align-items-center gap-2">
      <Form.Label htmlFor={id} className="mb-0 text-nowrap">
        {t('list.sort')}
      </Form.Label>
      <Form.Select
        id={id}
        size="sm"
        value={sort}
        onChange={(event) =>
          change((next) => setParam(next, 'sort', event.target.value === 'oldest' ? 'oldest' : null))
        }
      >
        <option value="newest">{t('list.newest')}</option>
        <option value="oldest">{t('list.oldest')}</option>
      </Form.Select>
    </div>
  );
}
