// Every table, for Drizzle queries and drizzle-kit.
export * from './courses.ts';
export * from './users.ts';
export * from './work.ts';
