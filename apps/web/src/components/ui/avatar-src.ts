// The picture of a person: their own, or the default avatar when they have none. Shared by the public pages,
// the user menu and the profile forms; it builds no schema, so any first view may use it.
import defaultAvatarUrl from '#web/assets/default-avatar.svg';

export function avatarSrc(avatar: string | null | undefined): string {
  return avatar || defaultAvatarUrl;
}
