// How long until a moment, in Bangla words ('৩ দিন', '৫ ঘণ্টা', 'এক মিনিটের কম'): the largest whole unit, as
// lib/relative-time.ts's durationText writes it in English. For the short spans the screens count down (the 24 hours
// of grace, the deadlines of the next week), so days, hours and minutes.
import { formatNumber } from '@portal/contract';

export function banglaDurationText(milliseconds: number): string {
  const minutes = Math.floor(milliseconds / 60_000);
  if (minutes < 1) return 'এক মিনিটের কম';
  const day = 24 * 60;
  const [unit, count] =
    minutes >= day
      ? (['day', Math.floor(minutes / day)] as const)
      : minutes >= 60
        ? (['hour', Math.floor(minutes / 60)] as const)
        : (['minute', minutes] as const);
  return formatNumber('bn', count, { style: 'unit', unit, unitDisplay: 'long' });
}
