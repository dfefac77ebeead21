// The portal's public status (maintenance mode, its message) as every page's banner reads it: the query key, and
// the refresh the request helpers ask for when the server refuses a write with 503 (maintenance mode, or a server
// that cannot serve), so that the banner shows at once instead of at the next minute's poll.
import { boundQueryClient } from './session.ts';

export const PUBLIC_STATUS_KEY = ['public-status'] as const;

export function refreshPublicStatus(): void {
  void boundQueryClient().invalidateQueries({ queryKey: PUBLIC_STATUS_KEY });
}
