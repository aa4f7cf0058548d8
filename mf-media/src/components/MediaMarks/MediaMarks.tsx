import { useTranslation } from 'react-i18next';

export type MediaMark = 'bought' | 'free' | 'vip' | 'new';

const ORDER: readonly MediaMark[] = ['bought', 'free', 'vip', 'new'];

/** The marks of a video or album tile (spec 001 §7.2): bought, free, VIP, new. */
export function MediaMarks({ marks }: { marks: Partial<Record<MediaMark, boolean>> }) {
  const { t } = useTranslation('media');
  const shown = ORDER.filter((mark) => marks[mark]);
  if (shown.length === 0) return null;
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      {shown.map((mark) => (
        <li
          key={mark}
          data-mark={mark}
          css={(theme) => ({
            padding: '2px 8px',
            borderRadius: 999,
            fontSize: theme.fontSize.caption,
            fontWeight: 700,
            // White on near-black reads on any thumbnail in both themes; the border tells the marks apart.
            background: 'rgba(0, 0, 0, 0.78)',
            color: '#fff',
            border: `2px solid ${mark === 'bought' || mark === 'free' ? theme.colors.success : mark === 'vip' ? theme.colors.accent : theme.colors.primary}`,
          })}
        >
          {t(`marks.${mark}`)}
        </li>
      ))}
    </ul>
  );
}
