// Every table, for Drizzle queries and drizzle-kit.
export * from './admin.ts';
export * from './backups.ts';
export * from './calendar-feeds.ts';
export * from './certificates.ts';
export * from './courses.ts';
export * from './jobs.ts';
export * from './languages.ts';
export * from './maintenance.ts';
export * from './notification-digests.ts';
export * from './notifications.ts';
export * from './results.ts';
export * from './users.ts';
export * from './work.ts';
