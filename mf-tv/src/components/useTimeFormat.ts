import { usePlatform } from '@vx/shared';

/**
 * Times of the program and the late-night show in the guest's language and his own timezone (the
 * browser's): the server sends UTC.
 */
export function useTimeFormat() {
  const { language } = usePlatform();
  const timeFormat = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' });
  const dayFormat = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long' });
  const dateTimeFormat = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
  return {
    time: (iso: string) => timeFormat.format(new Date(iso)),
    day: (iso: string) => dayFormat.format(new Date(iso)),
    dateTime: (iso: string) => dateTimeFormat.format(new Date(iso)),
  };
}
