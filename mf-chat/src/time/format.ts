/**
 * A show's start and end in the guest's language and time zone (the browser's unless given),
 * with the zone named: a show at 20:00 in Berlin is not at 20:00 in Lisbon.
 */
export function formatShowTime(start: string, end: string, language: string, timeZone?: string): string {
  const format = new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  });
  return format.formatRange(new Date(start), new Date(end));
}

const HOUR_MS = 3_600_000;

/**
 * A heat-map day's online hours, given by the server as the UTC day and its HH:MM start, in the
 * guest's time zone (the browser's unless given), zone named: "14:00–19:30 CET".
 */
export function formatOnlineHours(date: string, start: string, hours: number, language: string, timeZone?: string): string {
  const from = new Date(`${date.slice(0, 10)}T${start}:00Z`);
  const time = { hour: '2-digit', minute: '2-digit', timeZone } as const;
  // Two formats, not formatRange: a range past midnight would repeat both dates in every bar.
  const until = new Intl.DateTimeFormat(language, { ...time, timeZoneName: 'short' }).format(new Date(from.getTime() + hours * HOUR_MS));
  return `${new Intl.DateTimeFormat(language, time).format(from)}–${until}`;
}
