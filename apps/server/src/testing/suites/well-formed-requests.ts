// The pivot file of the bad-input suite: for each route that takes parameters or a body, one well-formed
// request (and who sends it). The suite changes one thing at a time from it. A route with parameters or a
// body and no row here fails the suite, so each new route is covered the day it lands.
// Requests are well-formed, not necessarily successful: they must not change data the suite relies on
// (so the password change carries a wrong old password, the login an unknown e-mail).
import type { IdentityName } from '#server/testing/identities.ts';

export interface WellFormedRequest {
  /** Who sends it; omitted for public routes (a fresh session is made per request). */
  identity?: IdentityName;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

export const WELL_FORMED: Record<string, WellFormedRequest> = {
  'POST /api/user/login': { body: { email: 'fuzz@suite.test', password: 'wrong-password' } },
  'PATCH /api/participant/user/me/update_password': {
    identity: 'P1',
    body: { password: 'not-the-old-one', new_password: 'abcdefgh', confirm_password: 'abcdefgh' },
  },
  'PATCH /api/coordinator/user/me/update_password': {
    identity: 'C1',
    body: { password: 'not-the-old-one', new_password: 'abcdefgh', confirm_password: 'abcdefgh' },
  },
  'POST /api/participant/user/logout': { identity: 'P1', body: {} },
  'POST /api/coordinator/user/logout': { identity: 'C1', body: {} },
  'POST /api/admin/user/logout': { identity: 'ADM', body: {} },
  'GET /api/certification-programs/:program_short_name': { params: { program_short_name: 'ceaml' } },
  'GET /api/director-messages/:id': { params: { id: '1' } },
  'GET /api/coordinator/:coordinator_id': { params: { coordinator_id: '2' } },
  'POST /api/contact': {
    body: {
      first_name: 'Suite',
      last_name: 'Sender',
      email: 'sender@suite.test',
      phone: '',
      message: 'A well-formed contact message.',
    },
  },
  // Multipart routes: the suite sends JSON, which they answer with 415 (profile.routes.test.ts sends the forms).
  'PATCH /api/participant/user/update': { identity: 'P1', body: { first_name: 'Suite' } },
  'PATCH /api/coordinator/user/update': { identity: 'C1', body: { first_name: 'Suite' } },
  // Registration and reset: a made-up token of the right shape (INVALID_TOKEN), so nothing is created or used.
  'POST /api/register/new_participant/:token': {
    params: { token: 'A'.repeat(43) },
    body: {
      first_name: 'Suite',
      last_name: 'Newcomer',
      organization_id: 0,
      organization_name: 'Suite Bank PLC',
      designation: 'Officer',
      last_academic_degree: 'MBA',
      exp_in_bank: 3,
      email: 'newcomer@suite.test',
      mobile_no: '01712345678',
      password: 'abcdefgh',
      confirm_password: 'abcdefgh',
      present_address: 'Dhaka',
      permanent_address: 'Cumilla',
      gender: 1,
      dob: '1990-01-31',
      alternative_contact: { mobile_no: '01812345678', relation: 'Sister' },
    },
  },
  'POST /api/register/existing_participant/:token': {
    params: { token: 'A'.repeat(43) },
    body: {
      email: 'participant2@demo.test',
      password: 'wrong-password',
      organization_id: 0,
      organization_name: 'Suite Bank PLC',
      designation: 'Officer',
    },
  },
  'POST /api/public/user/forgot-password': { body: { email: 'fuzz@suite.test' } },
  'GET /api/public/user/forgot-password/verify/:token': { params: { token: 'A'.repeat(43) } },
  'PATCH /api/public/user/reset-password/:token': {
    params: { token: 'A'.repeat(43) },
    body: { password: 'abcdefgh', confirm_password: 'abcdefgh' },
  },
};

/** Who calls a guarded route by default. */
export const DEFAULT_IDENTITY: Record<string, IdentityName> = { participant: 'P1', coordinator: 'C1', admin: 'ADM' };
