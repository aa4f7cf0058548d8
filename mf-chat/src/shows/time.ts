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
