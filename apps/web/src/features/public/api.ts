// The public site's query keys and the reads of the home page and /courses (spec part 1, sections 2, 3, 7).
// The reads of the lazy screens are in details.ts and the contact mutation in contact.ts, so that their
// schemas load with those screens, not with the home page. The home page's own two reads go by route
// (`readTrusted`): they build no schema, so the home page does not load zod
// (docs/decisions/006-home-page-performance.md).
import { type galleryHomeImagesEndpoint, PUBLIC_SITE, type programsEndpoint } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, type EndpointRoute, readTrusted } from '#web/lib/api.ts';

const galleryRoute: EndpointRoute<typeof galleryHomeImagesEndpoint> = {
  method: 'GET',
  path: '/api/gallery/home-images',
};
const programsRoute: EndpointRoute<typeof programsEndpoint> = { method: 'GET', path: '/api/certification-programs' };

export const publicKeys = {
  all: ['public'] as const,
  gallery: (offset: number) => ['public', 'gallery', offset] as const,
  programs: (limit?: number) => ['public', 'programs', limit ?? 'all'] as const,
  program: (shortName: string) => ['public', 'program', shortName.toLowerCase()] as const,
  directorMessage: (id: number) => ['public', 'director-message', id] as const,
  coordinator: (id: string) => ['public', 'coordinator', id] as const,
};

/** The server answered that the thing asked for does not exist (the 'Course Not Found!' state). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function galleryOptions(offset = 0) {
  return queryOptions({
    queryKey: publicKeys.gallery(offset),
    queryFn: ({ signal }) => readTrusted(galleryRoute, { query: { offset: String(offset) }, signal }),
    select: (answer) => answer.data.images,
  });
}

/** The programmes of /courses, or the first few of the home page (`limit`). */
export function programsOptions(limit?: number) {
  return queryOptions({
    queryKey: publicKeys.programs(limit),
    queryFn: ({ signal }) => readTrusted(programsRoute, { query: limit ? { limit: String(limit) } : {}, signal }),
    select: (answer) => answer.data.programs,
  });
}

export const homeProgramsOptions = () => programsOptions(PUBLIC_SITE.homeProgramCount);
