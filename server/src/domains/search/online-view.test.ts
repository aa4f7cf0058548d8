import { onlineView } from './online-view';

describe('onlineView', () => {
  const list = Int32Array.from([7, 3, 9, 1, 4, 8]);
  const online = new Set([9, 4, 3]);

  it('keeps only the online actors, in the list order', () => {
    expect(Array.from(onlineView(list, online, { onlineOnly: true, onlineFirst: true }))).toEqual([3, 9, 4]);
    expect(Array.from(onlineView(list, online, { onlineOnly: true, onlineFirst: false }))).toEqual([3, 9, 4]);
  });

  it('puts the online actors first, each part in the list order', () => {
    expect(Array.from(onlineView(list, online, { onlineOnly: false, onlineFirst: true }))).toEqual([3, 9, 4, 7, 1, 8]);
  });

  it('leaves the list as it is when the online state does not matter', () => {
    expect(onlineView(list, online, { onlineOnly: false, onlineFirst: false })).toBe(list);
  });

  it('answers what a sort by online state, then list position, answers', () => {
    const ids = Int32Array.from({ length: 500 }, (_, i) => (i * 7919) % 1000);
    const someOnline = new Set(Array.from(ids).filter((id) => id % 3 === 0));
    const position = new Map(Array.from(ids, (id, i) => [id, i]));
    const sorted = Array.from(ids).sort(
      (a, b) => Number(someOnline.has(b)) - Number(someOnline.has(a)) || position.get(a)! - position.get(b)!,
    );
    expect(Array.from(onlineView(ids, someOnline, { onlineOnly: false, onlineFirst: true }))).toEqual(sorted);
  });
});
