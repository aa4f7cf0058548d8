import { useTranslation } from 'react-i18next';
import type { SpecialRewardType } from '@vx/shared/events';

/** A reward in words: "50 coins", "3 free messages", "2 spins of the wheel". */
export function useRewardText() {
  const { t } = useTranslation('events');
  return (reward: { type: SpecialRewardType; value: number }) => t(`special.reward.${reward.type}`, { count: reward.value });
}

/** A date with time in the guest's language and timezone (the server sends UTC). */
export function useEventDate() {
  const { i18n } = useTranslation('events');
  const format = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
  return (iso: string) => format.format(new Date(iso));
}
