import { keyframes } from '@emotion/react';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, IconButton, mq } from '@vx/shared';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translate(-50%, calc(-50% + 12px))' }, to: { opacity: 1, transform: 'translate(-50%, -50%)' } });

interface Props {
  title: ReactNode;
  /** A short text read with the title; omit when the body speaks for itself. */
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** 'lg' for content that needs room (the payment provider's page). */
  size?: 'md' | 'lg';
  /** When false the guest has to use one of the dialog's own buttons (no Escape, no outside click, no ×). */
  dismissible?: boolean;
  testId?: string;
}

/**
 * The shell's accessible modal: Radix Dialog (focus trap, Escape, aria-modal, labelled by its
 * title). Lives in lazily loaded chunks only, so Radix never weighs on the start page.
 */
export function Modal({ title, description, onClose, children, size = 'md', dismissible = true, testId }: Props) {
  const { t } = useTranslation('shell');
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay
          css={{
            position: 'fixed',
            inset: 0,
            background: 'rgba(0, 0, 0, 0.7)',
            zIndex: 1000,
            animation: `${fadeIn} 150ms ease-out`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
        <Dialog.Content
          data-testid={testId}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          {...(description ? {} : { 'aria-describedby': undefined })}
          css={(theme) => ({
            position: 'fixed',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            zIndex: 1001,
            width: `min(${size === 'lg' ? 760 : 460}px, calc(100vw - ${theme.space(4)}px))`,
            maxHeight: `calc(100dvh - ${theme.space(4)}px)`,
            overflowY: 'auto',
            boxSizing: 'border-box',
            padding: theme.space(4),
            paddingTop: theme.space(5),
            borderRadius: theme.radius,
            background: theme.colors.surface,
            color: theme.colors.text,
            border: `1px solid ${theme.colors.border}`,
            boxShadow: '0 20px 60px rgba(0, 0, 0, 0.45)',
            animation: `${rise} 180ms ease-out`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            '&:focus': { outline: 'none' },
            [mq.sm]: { padding: theme.space(6) },
          })}
        >
          <Dialog.Title css={(theme) => ({ margin: 0, paddingRight: 40, fontSize: theme.fontSize.section, lineHeight: 1.3 })}>{title}</Dialog.Title>
          {description && (
            <Dialog.Description css={(theme) => ({ margin: `${theme.space(2)}px 0 0`, color: theme.colors.textMuted })}>
              {description}
            </Dialog.Description>
          )}
          <div css={(theme) => ({ marginTop: theme.space(4) })}>{children}</div>
          {dismissible && (
            <Dialog.Close asChild>
              <IconButton
                label={t('dialog.close')}
                icon={<CloseIcon size={20} />}
                css={(theme) => ({ position: 'absolute', top: theme.space(3), right: theme.space(3) })}
              />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
