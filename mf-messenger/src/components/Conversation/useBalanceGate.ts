import { usePlatform } from '@vx/shared';

/**
 * Sends a paid message only when the guest's balance (the platform's, kept current by the socket's
 * balance pushes) covers its coins; otherwise moneycharge opens first and nothing is sent unless a
 * top-up is paid there. The server still decides: a balance that was stale ends in its refusal.
 */
export function useBalanceGate() {
  const { guest, openFlow } = usePlatform();
  return async (coins: number, send: () => void): Promise<void> => {
    if (coins > guest.balance && (await openFlow('moneycharge')) !== 'completed') return;
    send();
  };
}
