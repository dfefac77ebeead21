// Screens that both areas have, each under its own address: a link made for one role (the spec's coordinator
// Unanswered list links to the participant's reply route) opened by someone signed in with the other role
// goes to that role's own screen instead of to '/'.
import { matchPath } from 'react-router';
import { paths } from '#web/config/paths.ts';
import type { CookieRole } from '#web/lib/cookies.ts';

type Screen = { path: string; getHref: (id: string) => string };

/** Each pair: the participant's screen and the coordinator's, with the same `:param` names. */
const SAME_SCREENS: readonly { participant: Screen; coordinator: Screen; param: string }[] = [
  { participant: paths.participant.postReplies, coordinator: paths.coordinator.postReplies, param: 'postId' },
];

/** The signed-in role's own address for `pathname` (of the other role's area), if it has one; query kept. */
export function otherRoleForward(pathname: string, search: string, signedInRole: CookieRole): string | undefined {
  const openedRole: CookieRole = signedInRole === 'participant' ? 'coordinator' : 'participant';
  for (const pair of SAME_SCREENS) {
    const value = matchPath(pair[openedRole].path, pathname)?.params[pair.param];
    if (value) return `${pair[signedInRole].getHref(value)}${search}`;
  }
  return undefined;
}
