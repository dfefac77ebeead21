// The notifications feature: the bell every work area's header carries (no zod), and the lazy screens.
import { lazy } from 'react';

export { NotificationBell, type NotificationRole } from './bell.tsx';

export const NotificationsScreen = lazy(() =>
  import('./components/notifications-screen.tsx').then((module) => ({ default: module.NotificationsScreen })),
);
export const UnsubscribeScreen = lazy(() =>
  import('./components/unsubscribe-screen.tsx').then((module) => ({ default: module.UnsubscribeScreen })),
);
