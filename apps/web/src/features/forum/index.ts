// The forum feature's public face: its four screens, each a lazy chunk so that the form library and the
// dialogs load with the first forum page, not with the work area.
import { lazy } from 'react';
import './forum.css';

export type { PostScope } from './api.ts';
export type { ForumRole } from './endpoints.ts';

export const PostListScreen = lazy(() =>
  import('./components/post-list-screen.tsx').then((module) => ({ default: module.PostListScreen })),
);
export const PostDetailScreen = lazy(() =>
  import('./components/post-detail-screen.tsx').then((module) => ({ default: module.PostDetailScreen })),
);
export const CreatePostScreen = lazy(() =>
  import('./components/create-post-screen.tsx').then((module) => ({ default: module.CreatePostScreen })),
);
export const MyRepliesScreen = lazy(() =>
  import('./components/my-replies-screen.tsx').then((module) => ({ default: module.MyRepliesScreen })),
);
