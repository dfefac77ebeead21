// The notifications feature: its routes, its jobs, and what a causing write calls in its transaction.

export { seedDemoNotifications } from './demo-notifications.ts';
export { queueNotifications } from './notifications.jobs.ts';
export { notificationRoutes } from './notifications.routes.ts';
export { notificationJobs } from './notifications.schedules.ts';
