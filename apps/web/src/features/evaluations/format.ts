// Release times as the institute reads them: in its zone, named after the time; in the page's language (Bangla by the
// formatting module: Bengali digits, 24-hour).
import { formatDateTime, type Language, type ReleaseState } from '@portal/contract';
import type { TFunction } from 'i18next';

/** '1 Dec 2026, 09:00' in English (as always); '১ ডিসে, ২০২৬, ০৯:০০' in Bangla. */
export function formatInZone(iso: string, timeZone: string, language: Language = 'en'): string {
  if (language !== 'en') return formatDateTime(language, new Date(iso), { timeZone });
  return new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** 'Draft', 'Scheduled for 1 Dec 2026, 09:00', 'Released 1 Dec 2026, 09:00 by Ayesha Siddiqua'. */
export function releaseText(
  t: TFunction<'evaluations'>,
  language: Language,
  release: ReleaseState,
  timeZone: string,
): string {
  if (release.state === 'draft' || release.effective_at === null) return t('state.draft');
  const when = formatInZone(release.effective_at, timeZone, language);
  const name = release.released_by;
  if (release.state === 'scheduled')
    return name ? t('release.scheduledForBy', { when, name }) : t('release.scheduledFor', { when });
  return name ? t('release.releasedBy', { when, name }) : t('release.released', { when });
}

/** Today's date (yyyy-MM-dd) in the zone, moved by `days`. */
export function zoneDate(timeZone: string, days = 0, at: Date = new Date()): string {
  const moved = new Date(at.getTime() + days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    moved,
  );
}

/** '00:00', '00:15', … '23:45': the quarter hours a release may be scheduled at. */
export const QUARTER_HOURS: readonly string[] = Array.from({ length: 96 }, (_, index) => {
  const hours = String(Math.floor(index / 4)).padStart(2, '0');
  const minutes = String((index % 4) * 15).padStart(2, '0');
  return `${hours}:${minutes}`;
});
