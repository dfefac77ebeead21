// How a mail writes a moment: in the institute's zone (TZ_INSTITUTE), with the zone's name, the way every mail
// of the portal does, so that a participant reads the same clock in a receipt as in an invitation.

/** '27 November 2026 at 19:05 GMT+6' (the zone's short name as the platform writes it). */
export function mailDateTime(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date);
}
