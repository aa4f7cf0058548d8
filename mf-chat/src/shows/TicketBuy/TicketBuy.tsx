import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatMoney, useCoinPurchase, usePlatform, type ChatShow } from '@vx/shared';
import { buyShowTicket } from '../../queries/shows';
import { ticketErrorKey } from '../errors';

/** The server's limit for a promo code. */
const PROMO_CODE_MAX = 40;

/**
 * Buying a ticket for a show: one purchase per intent (useCoinPurchase), an optional promo code,
 * the refusal as a localized message. An insufficient balance opens moneycharge (the hook).
 */
export function TicketBuy({ show, onBought }: { show: ChatShow; onBought: () => void }) {
  const { t } = useTranslation('chat');
  const { rest, language } = usePlatform();
  const id = useId();
  const [promoOpen, setPromoOpen] = useState(false);
  const [promoCode, setPromoCode] = useState('');
  const code = promoOpen ? promoCode.trim() || null : null;
  const purchase = useCoinPurchase({
    request: (idempotencyKey) => buyShowTicket(rest, { showId: show.id, promoCode: code, idempotencyKey }),
    // A promo code makes the ticket free or is refused: only a ticket paid in coins asks first.
    offer: { item: 'ticket', price: show.isFree || code ? 0 : show.price.value },
    // A valid promo code makes the ticket free: the tracked value is what the guest paid.
    tracking: {
      source: 'mf-chat',
      type: 'purchase',
      data: (answer) => ({ kind: 'ticket', ticketId: answer.ticketId, showId: show.id, currency: show.price.currency, value: code ? 0 : show.price.value }),
    },
    onSuccess: onBought,
  });
  const pending = purchase.status === 'pending';
  const price = formatMoney(show.price.value, show.price.currency, language);
  const promoId = `${id}-promo`;

  return (
    <div css={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <Button onClick={purchase.buy} disabled={pending} aria-busy={pending} data-testid="ticket-buy">
        {pending ? t('shows.buying') : show.isFree ? t('shows.getFree') : t('shows.buy', { price })}
      </Button>
      {!show.isFree && (
        <Button variant="ghost" aria-expanded={promoOpen} aria-controls={promoId} onClick={() => setPromoOpen((open) => !open)} css={{ minHeight: 32, padding: 0, fontWeight: 400, textDecoration: 'underline' }}>
          {t('shows.promoToggle')}
        </Button>
      )}
      <div id={promoId} hidden={!promoOpen}>
        <label css={(theme) => ({ display: 'grid', gap: 4, fontSize: theme.fontSize.small })}>
          {t('shows.promoLabel')}
          <input
            value={promoCode}
            onChange={(event) => setPromoCode(event.target.value)}
            maxLength={PROMO_CODE_MAX}
            autoComplete="off"
            spellCheck={false}
            css={(theme) => ({ font: 'inherit', minHeight: 40, padding: '0 10px', borderRadius: theme.radius, border: `1px solid ${theme.colors.border}`, background: theme.colors.surfaceRaised, color: theme.colors.text })}
          />
        </label>
      </div>
      {purchase.errorCode && (
        <p role="alert" data-testid="ticket-error" css={(theme) => ({ margin: 0, color: theme.colors.danger })}>
          {t(ticketErrorKey(purchase.errorCode))}
        </p>
      )}
    </div>
  );
}
