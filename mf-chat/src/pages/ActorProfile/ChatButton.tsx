import { useTranslation } from 'react-i18next';
import { Button, formatMoney, usePlatform, type ChatButtonConfig } from '@vx/shared';

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

/**
 * The chat button of the chat-button config (spec 000 §3). The live chat is not part of this
 * remote yet: the button is shown to visitors only and opens the login flow.
 */
export function ChatButton({ config, actorName }: { config: ChatButtonConfig; actorName: string }) {
  const { t } = useTranslation('chat');
  const { guest, openFlow, language, track } = usePlatform();
  if (guest.isLoggedIn) return null;
  const subline = chatButtonSubline(config, t, language);
  return (
    <div css={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 4 }}>
      <Button
        data-testid="chat-button"
        aria-describedby={subline ? `chat-subline-${config.actorId}` : undefined}
        onClick={() => {
          track({ type: 'chatButtonClick', source: 'actorProfile', data: { actorId: config.actorId, buttonText: config.buttonText } });
          openFlow('login');
        }}
        css={(theme) => ({ minHeight: 48, fontSize: theme.fontSize.lead })}
      >
        {t(`profile.chatButton.${config.buttonText}`, { name: actorName, count: config.voucherChatMinutes })}
      </Button>
      {subline && (
        <span id={`chat-subline-${config.actorId}`} css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.small, textAlign: 'center' })}>
          {subline}
        </span>
      )}
    </div>
  );
}
