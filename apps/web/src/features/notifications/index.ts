// The notifications feature's lazy screens. The bell every work area's header carries (no zod) is imported from
// bell.tsx by the area's shell, not through this module: the public Unsubscribe route imports this one, and a
// re-export here would put the bell and its texts in the home page's first load.
import { lazy } from 'react';

export const NotificationsScreen = lazy(() =>
  import('./components/notifications-screen.tsx').then((module) => ({ default: module.NotificationsScreen })),
);
export const UnsubscribeScreen = lazy(() =>
  import('./components/unsubscribe-screen.tsx').then((module) => ({ default: module.UnsubscribeScreen })),
);
