import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mq, type Notification } from '@vx/shared';
import { NAVBAR_HEIGHT } from '../media';
import { floatingRegion } from '../Toasts/floatingStyles';
import { FloatingCard } from './FloatingCard';

/** More cards than this would reach down to the page's own actions (a composer, a send button). */
export const MAX_FLOATING_CARDS = 3;

interface Props {
  items: Notification[];
  onRead: (id: number) => void;
  onClose: (id: number) => void;
}

/**
 * The floating notifications' cards: on phones below the navbar, clear of the bottom composer; on wider screens in
 * the bottom left corner, away from the top-right primary actions (a conversation's Send) and from the toasts on
 * the right. Either way they take at most half the window's height and step aside after a while.
 */
export function FloatingCards({ items, onRead, onClose }: Props) {
  const { t } = useTranslation('shell');
  const [hidden, setHidden] = useState<ReadonlySet<number>>(() => new Set());
  const hide = useCallback((id: number) => setHidden((current) => new Set(current).add(id)), []);
  const shown = items.filter((item) => !hidden.has(item.id)).slice(0, MAX_FLOATING_CARDS);
  return (
    <section
      aria-label={t('notifications.floatingLabel')}
      css={(theme) => ({
        ...floatingRegion(theme, { top: NAVBAR_HEIGHT + theme.space(2) }),
        zIndex: 150,
        maxHeight: `calc(50vh - ${NAVBAR_HEIGHT + theme.space(2)}px)`,
        overflow: 'hidden',
        [mq.sm]: { left: 'auto', width: 340 },
        [mq.md]: { top: 'auto', bottom: theme.space(3), right: 'auto', left: theme.space(3), width: 340, maxHeight: '50vh' },
      })}
    >
      <ul
        data-testid="floating-notifications"
        aria-live="polite"
        css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(2) })}
      >
        {shown.map((item) => (
          <FloatingCard key={item.id} item={item} onRead={onRead} onClose={onClose} onHide={hide} />
        ))}
      </ul>
    </section>
  );
}
