// The contract: every request and response shape, endpoint descriptor and shared constant.
export * from './admin.ts';
export * from './admin-invitations.ts';
export * from './assignments.ts';
export * from './auth.ts';
export * from './common.ts';
export * from './contents.ts';
export * from './courses.ts';
export * from './dashboard.ts';
export * from './endpoint.ts';
export { displayDateToIso, isoDateToDisplay, isPastIsoDate } from './fields.ts';
export * from './forum.ts';
export * from './institute.ts';
export * from './options.ts';
export * from './participants.ts';
export * from './profile.ts';
export * from './public.ts';
export * from './registration.ts';
