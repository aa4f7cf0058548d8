import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CloseIcon, focusRing, IconButton, type Notification } from '@vx/shared';
import { floatingCard } from '../Toasts/floatingStyles';

/** How long a floating card stays before it steps aside; it stays unseen, so the navbar list still shows it. */
export const FLOATING_CARD_DURATION_MS = 8_000;

interface Props {
  item: Notification;
  onRead: (id: number) => void;
  onClose: (id: number) => void;
  onHide: (id: number) => void;
}

/** One floating notification; hides itself after a while unless the pointer or the keyboard focus is on it. */
export function FloatingCard({ item, onRead, onClose, onHide }: Props) {
  const { t } = useTranslation('shell');
  const ref = useRef<HTMLLIElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    if (hovered || focused) return;
    const timer = setTimeout(() => {
      // Focus can arrive without a focus event reaching React first (e.g. a programmatic focus); never pull a card from under it.
      if (!ref.current?.contains(document.activeElement)) onHide(item.id);
    }, FLOATING_CARD_DURATION_MS);
    return () => clearTimeout(timer);
  }, [hovered, focused, item.id, onHide]);
  // Moving focus from the link to the close button stays inside the card: keep the pause.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => setFocused(event.currentTarget.contains(event.relatedTarget as Node | null));
  return (
    <li
      ref={ref}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      css={(theme) => ({ ...floatingCard(theme), gap: theme.space(2) })}
    >
      <div css={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <p css={{ margin: 0, fontWeight: 700 }}>{item.title}</p>
        <p css={(theme) => ({ margin: '2px 0 0', fontSize: theme.fontSize.small })}>{item.text}</p>
        {item.link?.startsWith('/') && (
          <Link
            to={item.link}
            onClick={() => onRead(item.id)}
            css={(theme) => ({ display: 'inline-block', marginTop: theme.space(2), fontWeight: 600, color: theme.colors.text, ...focusRing(theme) })}
          >
            {t('notifications.open')}
          </Link>
        )}
      </div>
      <IconButton label={t('notifications.close')} icon={<CloseIcon size={14} />} size="sm" on="raised" onClick={() => onClose(item.id)} />
    </li>
  );
}
