// Moments of the demo data: recent rows are placed relative to the moment the seed runs, so that relative
// times ("3 hours ago") and deadlines stay meaningful whenever it runs; rows of the expired course are fixed.

/** A moment: so many hours before the seed runs, or a fixed ISO instant. */
export type When = { hoursAgo: number } | { at: string };
/** A calendar day: so many days from today in the institute's zone, or a fixed `YYYY-MM-DD`. */
export type Day = { daysFromToday: number } | { date: string };

export function hoursAgo(hours: number): When {
  return { hoursAgo: hours };
}

export function daysAgo(days: number, plusHours = 0): When {
  return { hoursAgo: days * 24 + plusHours };
}

export function createClock(seededAt: Date, timeZone: string) {
  const today = localDate(seededAt, timeZone);
  return {
    at(when: When): Date {
      return 'at' in when ? new Date(when.at) : new Date(seededAt.getTime() - when.hoursAgo * 3_600_000);
    },
    day(day: Day): string {
      return 'date' in day ? day.date : addDays(today, day.daysFromToday);
    },
  };
}

/** The calendar date (`YYYY-MM-DD`) of a moment in a time zone. */
export function localDate(moment: Date, timeZone: string): string {
  // en-CA formats as year-month-day.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    moment,
  );
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
