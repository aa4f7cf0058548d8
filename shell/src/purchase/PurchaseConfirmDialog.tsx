import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CheckboxField, formatMoney, FormMessage, usePlatform } from '@vx/shared';
import { Modal } from '../layout/Modal/Modal';
import type { OpenQuestion } from './purchaseQuestions';

const COINS = 'VXC';

/**
 * The one question before coins are spent, for every purchase of every remote: what for how much,
 * the balance and the balance after (live: a top-up arriving over the socket shows at once), and
 * "don't ask again in this session". Escape, the close button and Cancel say no.
 */
export default function PurchaseConfirmDialog({ open, onOptOut }: { open: OpenQuestion; onOptOut: () => void }) {
  const { t } = useTranslation('shell');
  const { guest, language } = usePlatform();
  const [noMoreQuestions, setNoMoreQuestions] = useState(false);
  const { item, price, resumed } = open.question;
  const coins = (amount: number) => formatMoney(amount, COINS, language);
  const after = guest.balance - price;
  // Too few coins: the server refuses and the purchase goes on to the top-up.
  const enough = after >= 0;
  const yes = () => {
    if (noMoreQuestions) onOptOut();
    open.answer(true);
  };
  return (
    <Modal
      title={t(`purchase.title.${item}`, { price: coins(price) })}
      description={
        enough ? t('purchase.balance', { balance: coins(guest.balance), after: coins(after) }) : t('purchase.short', { balance: coins(guest.balance) })
      }
      onClose={() => open.answer(false)}
      testId="purchase-confirm"
    >
      {resumed && <FormMessage kind="success">{t('purchase.toppedUp')}</FormMessage>}
      <CheckboxField label={t('purchase.dontAsk')} checked={noMoreQuestions} onChange={(event) => setNoMoreQuestions(event.target.checked)} />
      <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap-reverse', justifyContent: 'flex-end', gap: theme.space(2) })}>
        <Button variant="secondary" onClick={() => open.answer(false)}>
          {t('purchase.cancel')}
        </Button>
        <Button onClick={yes} data-testid="purchase-confirm-yes">
          {enough ? t('purchase.confirm', { price: coins(price) }) : t('purchase.topUp')}
        </Button>
      </div>
    </Modal>
  );
}
