// The public site's query keys and the reads of the home page, /courses and a programme page (docs/features.md, Public
// site). The reads of the other lazy screens are in details.ts and the contact mutation in contact.ts, so that their
// schemas load with those screens, not with the home page. These reads go by route (`readTrusted`): they build no
// schema, so the home page does not load zod, and a programme page's read can start from the entry, before its screen's
// chunk has arrived (docs/decisions/006-home-page-performance.md).
import {
  type galleryHomeImagesEndpoint,
  PROGRAM_SHORT_NAME_MAX,
  PROGRAM_SHORT_NAME_PATTERN,
  PUBLIC_SITE,
  type programEndpoint,
  type programsEndpoint,
} from '@portal/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ApiError, type EndpointRoute, readTrusted } from '#web/lib/api.ts';

const galleryRoute: EndpointRoute<typeof galleryHomeImagesEndpoint> = {
  method: 'GET',
  path: '/api/gallery/home-images',
};
const programsRoute: EndpointRoute<typeof programsEndpoint> = { method: 'GET', path: '/api/certification-programs' };
const programRoute: EndpointRoute<typeof programEndpoint> = {
  method: 'GET',
  path: '/api/certification-programs/:program_short_name',
};

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

/** Whether a programme page's name is one the server could answer (another names no programme: no call). */
export function isProgramShortName(shortName: string): boolean {
  return shortName.length <= PROGRAM_SHORT_NAME_MAX && PROGRAM_SHORT_NAME_PATTERN.test(shortName);
}

export function programOptions(shortName: string) {
  return queryOptions({
    queryKey: publicKeys.program(shortName),
    queryFn: ({ signal }) => readTrusted(programRoute, { params: { program_short_name: shortName }, signal }),
    select: (answer) => answer.data,
  });
}

/**
 * A programme page's read, started by the router with the page's first render (app/route-prefetch.ts), while the
 * screen's chunk is still on its way; once the answer is there, the programme's picture (the page's largest
 * element on a phone) is asked for at once, at high priority, instead of when the screen has rendered it.
 */
export function prefetchProgram(client: QueryClient, shortName: string): void {
  if (!isProgramShortName(shortName)) return;
  const options = programOptions(shortName);
  void client.prefetchQuery(options).then(() => {
    const imageUrl = client.getQueryData(options.queryKey)?.data.image_url;
    if (imageUrl) preloadImage(imageUrl);
  });
}

function preloadImage(url: string): void {
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}
