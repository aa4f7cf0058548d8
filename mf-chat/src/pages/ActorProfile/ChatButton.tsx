import { useTranslation } from 'react-i18next';
import { Button, formatMoney, usePlatform, type ActorProfile, type ChatButtonConfig, type ChatKind } from '@vx/shared';
import { primaryKind, secondaryKinds, voicecallOffered } from '../../live/kinds';
import { rememberStart } from '../../live/pendingStart';

/** The subline under the button: a key of the config, filled with the matching price or minutes. */
export function chatButtonSubline(config: ChatButtonConfig, t: (key: string, options?: Record<string, unknown>) => string, language: string): string | null {
  switch (config.buttonSubline) {
    case 'pricePerMinute': {
      const price = config.buttonText === 'voyeur' ? config.prices.voyeurChat : config.buttonText === 'mobileVideocall' ? config.prices.singleC2CChat : config.prices.videoChat;
      return t('pricePerMinute', { price: formatMoney(price.value, price.currency, language) });
    }
    case 'voucherMinutes':
      return t('profile.chatButton.voucherMinutes', { count: config.voucherChatMinutes });
    case 'ticketPrice':
      return t('profile.chatButton.ticketPrice', { price: formatMoney(config.prices.ticketShow.value, config.prices.ticketShow.currency, language) });
    default:
      return null;
  }
}

/** The price line of a secondary choice. */
function secondaryPrice(kind: ChatKind, config: ChatButtonConfig, t: (key: string, options?: Record<string, unknown>) => string, language: string): string {
  // A voicecall is billed at the single-chat price (server/docs/live-chat.md).
  const price = kind === 'voyeur' ? config.prices.voyeurChat : kind === 'voicecall' ? config.prices.singleChat : config.prices.videoChat;
  return t('pricePerMinute', { price: formatMoney(price.value, price.currency, language) });
}

interface Props {
  config: ChatButtonConfig;
  actorName: string;
  features?: Pick<ActorProfile['chatFeatures'], 'dildocontrol'> & Partial<Pick<ActorProfile['chatFeatures'], 'audio'>>;
  /** Starts a session of a kind (a logged-in guest); without it, logged-in guests get no button. */
  onStart?: (kind: ChatKind) => void;
  /** Starts an anonymous voicecall (startAnonymousVoicecallChat); without it, none is offered. */
  onVoicecall?: () => void;
  /** A start is under way or a session runs: the buttons wait. */
  busy?: boolean;
}

/**
 * The chat button of the chat-button config (spec 000 §3). A visitor is sent to login; a logged-in
 * guest starts the session the config decides (primaryKind), and may pick voyeur or toy control
 * beside it where the actor offers them, and a voicecall where she takes calls. An offline actor's
 * button is for visitors only.
 */
export function ChatButton({ config, actorName, features = { dildocontrol: false }, onStart, onVoicecall, busy = false }: Props) {
  const { t } = useTranslation('chat');
  const { guest, openFlow, language, track } = usePlatform();
  const kind = primaryKind(config);
  if (guest.isLoggedIn && (kind === null || !onStart)) return null;
  const subline = chatButtonSubline(config, t, language);
  const others: ChatKind[] = [...secondaryKinds(config, features), ...(onVoicecall && voicecallOffered(config, { audio: features.audio ?? false }) ? (['voicecall'] as const) : [])];
  const start = (chosen: ChatKind | null) => {
    track({ type: 'chatButtonClick', source: 'actorProfile', data: { actorId: config.actorId, buttonText: config.buttonText, kind: chosen } });
    // A visitor logs in first; the chat he asked for starts after it (useStartAfterLogin).
    if (!guest.isLoggedIn && chosen !== null && chosen !== 'voicecall') rememberStart(config.actorId, chosen);
    if (!guest.isLoggedIn || chosen === null) void openFlow('login');
    else if (chosen === 'voicecall') onVoicecall?.();
    else onStart?.(chosen);
  };
  return (
    <div css={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 4 }}>
      <Button
        data-testid="chat-button"
        data-kind={kind ?? undefined}
        aria-describedby={subline ? `chat-subline-${config.actorId}` : undefined}
        disabled={busy}
        onClick={() => start(kind)}
        css={(theme) => ({ minHeight: 48, fontSize: theme.fontSize.lead })}
      >
        {t(`profile.chatButton.${config.buttonText}`, { name: actorName, count: config.voucherChatMinutes })}
      </Button>
      {subline && (
        <span id={`chat-subline-${config.actorId}`} css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.small, textAlign: 'center' })}>
          {subline}
        </span>
      )}
      {others.length > 0 && (
        <div css={(theme) => ({ display: 'grid', gap: theme.space(2), marginTop: theme.space(2) })}>
          {others.map((other) => (
            <Button key={other} variant="secondary" data-testid={`chat-button-${other}`} disabled={busy} onClick={() => start(other)} css={{ minHeight: 44, flexDirection: 'column', lineHeight: 1.25, padding: '4px 16px' }}>
              <span>{t(`live.offer.${other}`, { name: actorName })}</span>
              <span css={(theme) => ({ fontSize: theme.fontSize.caption, fontWeight: 400 })}>{secondaryPrice(other, config, t, language)}</span>
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
