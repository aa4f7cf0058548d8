import { isLanguage } from '@vx/shared/constants';
import type { Hub } from '../../realtime/hub';
import { formatCoins } from '../guests/dto';

export interface BalanceState {
  guestId: number;
  balance: number;
  isPayingCustomer: boolean;
  /** The guest's language, for the formatted amount. */
  language: string;
}

/** Pushes `guestBalance` to every socket of the guest (spec 001 §7.3). Call after the commit. */
export function pushBalance(hub: Pick<Hub, 'toGuest'>, state: BalanceState): void {
  hub.toGuest(state.guestId, {
    type: 'guestBalance',
    guestBalance: state.balance,
    guestBalanceFormatted: formatCoins(state.balance, isLanguage(state.language) ? state.language : 'en'),
    guestIsPayingCustomer: state.isPayingCustomer,
  });
}
