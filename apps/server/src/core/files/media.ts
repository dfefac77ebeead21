// Public images (avatars, gallery, programme and director images) are served under /media/<key>.
export const MEDIA_PREFIX = '/media/';

export function mediaUrl(key: string | null | undefined): string | null {
  return key ? `${MEDIA_PREFIX}${key}` : null;
}

/** Public images sit under this folder of the store; the columns hold the key below it. */
export const MEDIA_FOLDER = 'media';

/** The store key of a media key: `avatars/x.png` → `media/avatars/x.png`. */
export function mediaStoreKey(key: string): string {
  return `${MEDIA_FOLDER}/${key}`;
}

/** The media key (what a column holds) of a store key under `media/`. */
export function mediaKeyOf(storeKey: string): string {
  const prefix = `${MEDIA_FOLDER}/`;
  if (!storeKey.startsWith(prefix)) throw new Error(`Not a media store key: ${storeKey}`);
  return storeKey.slice(prefix.length);
}
