import { useTranslation } from 'react-i18next';
import { voucherTypeName, type SpinResult } from '@vx/shared';

type Prize = Pick<SpinResult, 'type' | 'coins' | 'freeSpins' | 'messengerGift' | 'voucher' | 'bonuscode'>;

/** A spin's prize in words ("25 coins", "Video chat voucher: 5 minutes", "Bonus code SPIN-…"). */
export function useRewardText(): (prize: Prize) => string {
  const { t } = useTranslation('myarea');
  return (prize) => {
    switch (prize.type) {
      case 'coins':
        return t('spinwheel.reward.coins', { count: prize.coins ?? 0 });
      case 'freeSpins':
        return t('spinwheel.reward.freeSpins', { count: prize.freeSpins ?? 0 });
      case 'messengerGift':
        return t('spinwheel.reward.messengerGift', { count: prize.messengerGift ?? 0 });
      case 'voucher': {
        const name = voucherTypeName(prize.voucher?.type ?? 0) ?? 'credits';
        return t('spinwheel.reward.voucher', {
          name: t(`benefits.vouchers.types.${name}`),
          amount: t(`benefits.voucherAmount.${name}`, { count: prize.voucher?.amount ?? 0 }),
        });
      }
      case 'bonuscode':
        return t('spinwheel.reward.bonuscode', { code: prize.bonuscode ?? '' });
    }
  };
}
