import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, MESSENGER_MESSAGE_TYPES, usePlatform, type MessengerMessage, type MessengerMessageType, type MessengerSendRefusal } from '@vx/shared';
import { MessageGifts } from './MessageGifts';
import { imageBox } from './imageBox';
import { MessageImage } from './MessageImage';

/** Types whose line is the type's own words (with the text, if any, after it); the rest show their text. */
const NOTICE_TYPES: ReadonlySet<string> = new Set<MessengerMessageType>(
  MESSENGER_MESSAGE_TYPES.filter((type) => type !== 'text' && type !== 'system' && type !== 'notification'),
);
/** Types that show the gifts they carry. */
const GIFT_TYPES: ReadonlySet<string> = new Set<MessengerMessageType>(['gift', 'new_gift']);
/** Types whose coins are shown on the message: what the gifts or the toy command cost. */
const PRICED_TYPES: ReadonlySet<string> = new Set<MessengerMessageType>(['gift', 'new_gift', 'dildocontrol']);
/** Lines of the platform, not of either side of the conversation: centred, whoever sent them. */
const CENTRED_TYPES: ReadonlySet<string> = new Set<MessengerMessageType>(['system', 'notification']);

interface Props {
  /** A pending message has no gifts or price from the server yet. */
  message: Pick<MessengerMessage, 'senderType' | 'messageType' | 'text'> & Partial<Pick<MessengerMessage, 'gifts' | 'price' | 'image'>>;
  pending?: boolean;
  /** A pending picture's local preview (the chosen file), until the stored message brings its thumbnail. */
  previewUrl?: string;
  /** Why the server refused the guest's message, shown under it. */
  refused?: MessengerSendRefusal | null;
  /** Shown last in the message (the read tick of the guest's own, Conversation/ReadTick.tsx). */
  footer?: ReactNode;
}

/**
 * One message by its type (spec 000 §3). The text is always a React text child, so a message of
 * HTML or script shows literally; nothing here sets inner HTML.
 */
export function MessageItem({ message, pending = false, previewUrl, refused = null, footer = null }: Props) {
  const { t } = useTranslation('messenger');
  const { language } = usePlatform();
  const own = message.senderType === 'guest';
  // A picture is its own content: it sits on its sender's side like a text.
  const notice = NOTICE_TYPES.has(message.messageType) && !message.image && !previewUrl;
  const centred = message.senderType === 'system' || notice || CENTRED_TYPES.has(message.messageType);
  const gifts = GIFT_TYPES.has(message.messageType) ? (message.gifts ?? []) : [];
  return (
    <li
      data-testid="messenger-message"
      data-type={message.messageType}
      data-sender={message.senderType}
      aria-busy={pending || undefined}
      css={(theme) => ({
        alignSelf: centred ? 'center' : own ? 'flex-end' : 'flex-start',
        maxWidth: '80%',
        padding: `${theme.space(2)}px ${theme.space(3)}px`,
        borderRadius: theme.radius,
        background: own ? theme.colors.primary : theme.colors.surfaceRaised,
        color: own ? theme.colors.primaryText : theme.colors.text,
        opacity: pending ? 0.7 : 1,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      })}
    >
      {notice && <strong css={{ display: 'block' }}>{t(`messenger.types.${message.messageType}`)}</strong>}
      {gifts.length > 0 && <MessageGifts gifts={gifts} />}
      {previewUrl && <img src={previewUrl} alt={t('messenger.images.sent')} data-testid="messenger-image-preview" css={{ ...imageBox, objectFit: 'cover' }} />}
      {message.image && <MessageImage image={message.image} alt={t(own ? 'messenger.images.sent' : 'messenger.images.received')} />}
      {message.text}
      {PRICED_TYPES.has(message.messageType) && (message.price ?? 0) > 0 && (
        <span css={(theme) => ({ display: 'block', fontSize: theme.fontSize.caption })}>
          {t('messenger.message.paid', { price: formatMoney(message.price ?? 0, 'VXC', language) })}
        </span>
      )}
      {pending && <span css={(theme) => ({ display: 'block', fontSize: theme.fontSize.caption })}>{t('messenger.pending')}</span>}
      {refused && (
        <span role="alert" css={(theme) => ({ display: 'block', fontSize: theme.fontSize.caption })}>
          {t(`messenger.refused.${refused}`)}
        </span>
      )}
      {footer}
    </li>
  );
}
