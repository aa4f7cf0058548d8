import { OnlineSet } from './online-set';

describe('OnlineSet', () => {
  it('reads once, then follows the flips it is told of', async () => {
    let reads = 0;
    const set = new OnlineSet(async () => {
      reads += 1;
      return [1, 2];
    });
    const [a, b] = await Promise.all([set.get(), set.get()]);
    expect(a).toBe(b);
    set.apply(3, true);
    set.apply(1, false);
    expect([...(await set.get())].sort()).toEqual([2, 3]);
    expect(reads).toBe(1);
  });

  it('puts flips told during the read on top of what the read saw', async () => {
    let answer: (ids: number[]) => void = () => undefined;
    const set = new OnlineSet(() => new Promise((resolve) => (answer = resolve)));
    const reading = set.get();
    // The read began before these flips and answers the state before them.
    set.apply(5, true);
    set.apply(1, false);
    answer([1, 2]);
    expect([...(await reading)].sort()).toEqual([2, 5]);
  });

  it('reads again after a failed read', async () => {
    let fail = true;
    const set = new OnlineSet(async () => {
      if (fail) throw new Error('db down');
      return [4];
    });
    await expect(set.get()).rejects.toThrow('db down');
    fail = false;
    expect([...(await set.get())]).toEqual([4]);
  });

  it('views a list with the online state of the moment, computed again after a flip', async () => {
    const set = new OnlineSet(async () => [1, 3]);
    const list = Int32Array.from([3, 2, 1]);
    await set.get();
    const onlineOnly = { onlineOnly: true, onlineFirst: true };
    expect(Array.from(set.view(list, onlineOnly))).toEqual([3, 1]);
    expect(set.view(list, onlineOnly)).toBe(set.view(list, onlineOnly));
    expect(Array.from(set.view(list, { onlineOnly: false, onlineFirst: true }))).toEqual([3, 1, 2]);
    set.apply(3, false);
    set.apply(2, true);
    expect(Array.from(set.view(list, onlineOnly))).toEqual([2, 1]);
    expect(Array.from(set.view(list, { onlineOnly: false, onlineFirst: true }))).toEqual([2, 1, 3]);
  });
});
