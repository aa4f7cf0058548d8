import { usePlatform } from '@vx/shared';

/** A post's publication day in the page's language. */
export function BlogDate({ iso }: { iso: string }) {
  const { language } = usePlatform();
  return (
    <time dateTime={iso} css={(theme) => ({ fontSize: theme.fontSize.caption, color: theme.colors.textMuted })}>
      {new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso))}
    </time>
  );
}
