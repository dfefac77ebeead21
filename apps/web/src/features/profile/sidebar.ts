// The profile feature's query keys and the sidebar header's read, which every work area's shell carries: the
// reads go by route (`readTrusted`), so that the shell's first paint builds no schema and loads no zod (decision
// 006); the profile pages and their saves are in api.ts, loaded with those pages.
import type { profileEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { avatarSrc, type PasswordRole } from '#web/features/auth/index.ts';
import { type EndpointRoute, readTrusted } from '#web/lib/api.ts';

export const profileKeys = {
  all: ['profile'] as const,
  sidebars: ['profile', 'sidebar'] as const,
  sidebar: (role: PasswordRole) => ['profile', 'sidebar', role] as const,
  fullProfiles: ['profile', 'full'] as const,
  participant: ['profile', 'full', 'participant'] as const,
  coordinator: ['profile', 'full', 'coordinator'] as const,
};

const PARTICIPANT_SIDEBAR: EndpointRoute<typeof profileEndpoints.participantSidebar> = {
  method: 'GET',
  path: '/api/participant/user/profile',
};
const COORDINATOR_SIDEBAR: EndpointRoute<typeof profileEndpoints.coordinatorSidebar> = {
  method: 'GET',
  path: '/api/coordinator/user/profile',
};

export function sidebarOptions(role: PasswordRole) {
  if (role === 'participant') {
    return queryOptions({
      queryKey: profileKeys.sidebar(role),
      queryFn: async ({ signal }) => {
        const header = await readTrusted(PARTICIPANT_SIDEBAR, { signal });
        return { name: `${header.first_name} ${header.last_name}`.trim(), url: header.url };
      },
    });
  }
  return queryOptions({
    queryKey: profileKeys.sidebar(role),
    queryFn: async ({ signal }) => {
      const header = await readTrusted(COORDINATOR_SIDEBAR, { signal });
      return { name: header.faculty_name, url: header.url };
    },
  });
}

/** The avatar (the default image when none) and name of a work area's sidebar header. */
export function useSidebarUser(role: PasswordRole): { name: string; avatarUrl: string } {
  const { data } = useQuery(sidebarOptions(role));
  return { name: data?.name ?? '', avatarUrl: avatarSrc(data?.url) };
}
