import { createHash } from 'node:crypto';
import { post, signupGuest, type SignedUp } from '../../testing/http';
import { SERVER_START_TIMEOUT, useTestServer } from '../../testing/server';
import { segmentOfSeed } from './wheel';

describe('spin wheel audit: the seed is committed before the spin and revealed by it', () => {
  const server = useTestServer();
  let guest: SignedUp;
  const vxql = (query: string) => post(`${server.url}/vxql?language=en`, { query }, { token: guest.token });
  const commitment = async () => (await vxql('{ loyaltySpinwheel { seedCommitment } }')).body.data.loyaltySpinwheel.seedCommitment as string;

  beforeAll(async () => {
    guest = await signupGuest(server.url);
    expect((await post(`${server.rest}/guest/redeemBonus`, { code: 'SPINS3' }, { token: guest.token })).status).toBe(200);
  }, SERVER_START_TIMEOUT);

  it('draws every spin from the seed whose sha256 was shown, reveals it, and commits to a new one', async () => {
    const shown = await commitment();
    // Asking again shows the same commitment: the seed only changes with a spin.
    expect(await commitment()).toBe(shown);
    for (let spin = 0; spin < 3; spin++) {
      const before = await commitment();
      const result = (await vxql('mutation { doSpin { segment serverSeed seedCommitment } }')).body.data.doSpin;
      expect(result.seedCommitment).toBe(before);
      expect(createHash('sha256').update(result.serverSeed).digest('hex')).toBe(before);
      expect(result.segment).toBe(segmentOfSeed(result.serverSeed));
      expect(await commitment()).not.toBe(before);
    }
    const history = (await vxql('{ loyaltySpinwheel { spinRewardHistory { segment serverSeed seedCommitment } } }')).body.data.loyaltySpinwheel.spinRewardHistory;
    expect(history).toHaveLength(3);
    for (const row of history) expect(row.segment).toBe(segmentOfSeed(row.serverSeed));
  });
});
