// Public images (avatars, gallery, programme and director images) are served under /media/<key>.
export const MEDIA_PREFIX = '/media/';

export function mediaUrl(key: string | null | undefined): string | null {
  return key ? `${MEDIA_PREFIX}${key}` : null;
}
