import { keyframes } from '@emotion/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CloseIcon, focusRing, IconButton, mq, useBusEvent, usePlatform } from '@vx/shared';
import { safeHref } from '../links';
import { floatingCard, floatingRegion } from './floatingStyles';

/** A short message in the corner of the page; generic, so more events can use it. */
export interface Toast {
  id: number;
  title: string;
  text: string;
  imageUrl?: string;
  action?: { label: string; href: string };
}

export const TOAST_DURATION_MS = 12_000;
const MAX_TOASTS = 3;

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'none' } });

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  const { t } = useTranslation('shell');
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onClose(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, toast.id, onClose]);
  return (
    <li
      data-testid="toast"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      css={(theme) => ({
        ...floatingCard(theme),
        gap: theme.space(3),
        animation: `${slideIn} 200ms ease-out`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      })}
    >
      {toast.imageUrl && (
        <img src={toast.imageUrl} alt="" width={48} height={48} css={{ borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }} />
      )}
      <div css={{ flex: 1, minWidth: 0 }}>
        <p css={{ margin: 0, fontWeight: 700 }}>{toast.title}</p>
        <p css={(theme) => ({ margin: '2px 0 0', fontSize: theme.fontSize.small })}>{toast.text}</p>
        {toast.action && (
          <Link
            to={toast.action.href}
            onClick={() => onClose(toast.id)}
            css={(theme) => ({ display: 'inline-block', marginTop: theme.space(2), fontWeight: 600, color: theme.colors.text, ...focusRing(theme) })}
          >
            {toast.action.label}
          </Link>
        )}
      </div>
      <IconButton label={t('toasts.close')} icon={<CloseIcon size={14} />} size="sm" on="raised" onClick={() => onClose(toast.id)} />
    </li>
  );
}

/** The toast area: private ticket show invitations, the welcome bonus (and whatever else pushes a toast). */
export function Toasts() {
  const { t } = useTranslation('shell');
  const platform = usePlatform();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const push = useCallback((toast: Omit<Toast, 'id'>) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { ...toast, id }].slice(-MAX_TOASTS));
  }, []);
  const remove = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  useBusEvent('privateTicketShowInvitation', (event) => {
    const href = safeHref(platform, 'actorProfile', { actorName: event.actorName.toLowerCase() });
    push({
      title: t('toasts.ticketInvitationTitle'),
      text: t('toasts.ticketInvitation', { actorName: event.actorName }),
      imageUrl: event.actorProfilePictureUrl || undefined,
      action: href ? { label: t('toasts.toActor', { actorName: event.actorName }), href } : undefined,
    });
  });

  useBusEvent('welcomeBonusRedeemed', () => {
    const href = safeHref(platform, 'myvisitxSpinwheel', {});
    push({
      title: t('toasts.welcomeBonusTitle'),
      text: t('toasts.welcomeBonus'),
      action: href ? { label: t('toasts.toSpinwheel'), href } : undefined,
    });
  });

  return (
    <section
      aria-label={t('toasts.label')}
      css={(theme) => ({ ...floatingRegion(theme, { bottom: theme.space(3) }), zIndex: 200, [mq.sm]: { left: 'auto', width: 380 } })}
    >
      <ul aria-live="polite" css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(2) })}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onClose={remove} />
        ))}
      </ul>
    </section>
  );
}
