// The reads a route starts with its first render (route-prefetch.ts): a programme page's programme, and for an area
// opened by its own role the session check (and on the dashboard its numbers); nothing for anyone else.
import {
  authEndpoints,
  coordinatorDashboard,
  participantDashboard,
  publicEndpoints,
  USER_TYPE,
} from '@portal/contract';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearAuthCookies, setSignInCookies } from '#web/lib/cookies.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { prefetchRoute } from './route-prefetch.ts';

const PROGRAM = {
  id: 1,
  program_name: 'Certified Expert in Anti-Money Laundering',
  program_short_name: 'CEAML',
  image_url: null,
  module: '<p>Modules</p>',
  description: '<p>About</p>',
  program_coordinators: [],
};
const AUTH_OK = { status: 200, body: { success: 'Authorized' } } as const;

function signIn(role: 'participant' | 'coordinator') {
  setSignInCookies({ id: 7, token: 'a-session-token', email: `${role}@demo.test`, user_type: USER_TYPE[role] });
}

/** Waits until every request the prefetch sent has been answered and cached, then lists their URLs. */
async function settled(client: ReturnType<typeof createQueryClient>, api: ReturnType<typeof fakeApi>) {
  await waitFor(() => expect(client.isFetching()).toBe(0));
  return api.calls.map((call) => `${call.method} ${call.url}`);
}

afterEach(() => clearAuthCookies());

describe('prefetchRoute', () => {
  it("asks for a programme page's programme, which the screen then finds in the cache", async () => {
    const api = fakeApi().on(
      publicEndpoints.program,
      { status: 200, body: { data: PROGRAM } },
      {
        program_short_name: 'ceaml',
      },
    );
    const client = createQueryClient();
    prefetchRoute(client, '/courses/ceaml');
    expect(await settled(client, api)).toEqual(['GET /api/certification-programs/ceaml']);
    expect(client.getQueryData(['public', 'program', 'ceaml'])).toEqual({ data: PROGRAM });
  });

  it('asks nothing for a programme name the server could not answer, nor for the other public pages', async () => {
    const api = fakeApi();
    const client = createQueryClient();
    for (const path of ['/courses/not%20a%20name', '/courses/-x', '/courses', '/', '/contact']) {
      prefetchRoute(client, path);
    }
    expect(await settled(client, api)).toEqual([]);
  });

  it.each([
    ['participant', '/participant/dashboard', participantDashboard.summary, authEndpoints.participantAuth],
    ['participant', '/participant', participantDashboard.summary, authEndpoints.participantAuth],
    ['coordinator', '/coordinator/dashboard', coordinatorDashboard.summary, authEndpoints.coordinatorAuth],
  ] as const)(
    'opens the %s dashboard (%s) with its session check and its numbers at once',
    async (role, path, summary, check) => {
      signIn(role);
      const api = fakeApi().on(check, AUTH_OK).on(summary, { status: 200, body: {} });
      const client = createQueryClient();
      prefetchRoute(client, path);
      expect(await settled(client, api)).toEqual([`GET ${check.path}`, `GET ${summary.path}`]);
      expect(api.calls.every((call) => call.headers.get('Authorization') === 'Bearer a-session-token')).toBe(true);
    },
  );

  it("asks an area's other pages for the session check only", async () => {
    signIn('coordinator');
    const api = fakeApi().on(authEndpoints.coordinatorAuth, AUTH_OK);
    const client = createQueryClient();
    prefetchRoute(client, '/coordinator/contents');
    expect(await settled(client, api)).toEqual([`GET ${authEndpoints.coordinatorAuth.path}`]);
  });

  it('asks nothing of an area for someone signed in with the other role, or for nobody', async () => {
    const api = fakeApi();
    const client = createQueryClient();
    prefetchRoute(client, '/participant/dashboard');
    signIn('coordinator');
    prefetchRoute(client, '/participant/dashboard');
    prefetchRoute(client, '/participant/assignments');
    expect(await settled(client, api)).toEqual([]);
  });
});
