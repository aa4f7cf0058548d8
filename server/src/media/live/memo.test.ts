import { signLiveGrant } from './grant';
import { GrantMemo, ONLINE_MAX_AGE_MS, OnlineMemo, PlaylistMemo, type OnlineState } from './memo';

const SECRET = 'memo-test-secret';
const T = 1_700_000_000_000;
const sign = (actorId: number, expiresAt: number) => signLiveGrant(SECRET, { actorId, expiresAt, subject: 'preview:memo' });

describe('GrantMemo', () => {
  it('answers a remembered grant as a full check would, for its actor only', () => {
    const memo = new GrantMemo(SECRET);
    const token = sign(4, T / 1000 + 60);
    expect(memo.verify(token, 4, T)).toEqual({ subject: 'preview:memo', expiresAt: T / 1000 + 60 });
    expect(memo.size).toBe(1);
    expect(memo.verify(token, 4, T + 1000)).toEqual({ subject: 'preview:memo', expiresAt: T / 1000 + 60 });
    expect(memo.verify(token, 5, T)).toBeNull();
    expect(memo.verify(undefined, 4, T)).toBeNull();
  });

  it('refuses an expired grant even though it was remembered', () => {
    const memo = new GrantMemo(SECRET);
    const token = sign(4, T / 1000 + 2);
    expect(memo.verify(token, 4, T)).not.toBeNull();
    expect(memo.verify(token, 4, T + 1999)).not.toBeNull();
    expect(memo.verify(token, 4, T + 2000)).toBeNull();
    expect(memo.size).toBe(0);
    expect(memo.verify(token, 4, T + 2000)).toBeNull();
  });

  it('remembers no refusal, no other secret’s grant, and stays within its bound', () => {
    const memo = new GrantMemo(SECRET, 3);
    const forged = signLiveGrant('another secret', { actorId: 4, expiresAt: T / 1000 + 60, subject: 'x' });
    expect(memo.verify(forged, 4, T)).toBeNull();
    expect(memo.verify(`${sign(4, T / 1000 + 60).slice(0, -1)}A`, 4, T)).toBeNull();
    expect(memo.size).toBe(0);
    for (let actorId = 1; actorId <= 10; actorId++) expect(memo.verify(sign(actorId, T / 1000 + 60), actorId, T)).not.toBeNull();
    expect(memo.size).toBe(3);
  });
});

describe('OnlineMemo', () => {
  function setup() {
    let clock = T;
    const states = new Map<number, OnlineState>([[1, true]]);
    const reads: number[] = [];
    let release: (() => void) | null = null;
    let hold = false;
    const memo = new OnlineMemo(
      async (actorId) => {
        reads.push(actorId);
        const state = states.get(actorId) ?? null;
        if (hold) await new Promise<void>((resolve) => (release = resolve));
        return state;
      },
      () => clock,
    );
    return {
      memo,
      states,
      reads,
      tick: (ms: number) => (clock += ms),
      holdReads: () => (hold = true),
      releaseRead: () => {
        hold = false;
        release?.();
      },
    };
  }

  it('reads an actor once for concurrent requests and again once the entry is a second old', async () => {
    const { memo, reads, tick } = setup();
    expect(await Promise.all([memo.get(1), memo.get(1), memo.get(1)])).toEqual([true, true, true]);
    expect(await memo.get(2)).toBeNull();
    expect(reads).toEqual([1, 2]);
    tick(ONLINE_MAX_AGE_MS - 1);
    await memo.get(1);
    expect(reads).toEqual([1, 2]);
    tick(1);
    await memo.get(1);
    expect(reads).toEqual([1, 2, 1]);
  });

  it('sees an actor go offline behind its back within the bound', async () => {
    const { memo, states, tick } = setup();
    expect(await memo.get(1)).toBe(true);
    states.set(1, false);
    tick(ONLINE_MAX_AGE_MS);
    expect(await memo.get(1)).toBe(false);
  });

  it('forgets an actor at once on this process’s flip', async () => {
    const { memo, states } = setup();
    expect(await memo.get(1)).toBe(true);
    states.set(1, false);
    memo.flipped(1);
    expect(await memo.get(1)).toBe(false);
  });

  it('keeps no read that was under way when a flip came', async () => {
    const { memo, states, reads, holdReads, releaseRead } = setup();
    holdReads();
    const before = memo.get(1);
    await Promise.resolve();
    states.set(1, false);
    memo.flipped(1);
    releaseRead();
    expect(await before).toBe(true);
    expect(await memo.get(1)).toBe(false);
    expect(reads).toEqual([1, 1]);
  });

  it('takes an entry from a clock set back as old', async () => {
    const { memo, reads, tick } = setup();
    await memo.get(1);
    tick(-60_000);
    await memo.get(1);
    expect(reads).toEqual([1, 1]);
  });
});

describe('PlaylistMemo', () => {
  it('renders once per key, source and media sequence', () => {
    const memo = new PlaylistMemo(2);
    const rendition = {};
    let renders = 0;
    const render = () => `text ${++renders}`;
    expect(memo.text('1/720p', rendition, 10, render)).toBe('text 1');
    expect(memo.text('1/720p', rendition, 10, render)).toBe('text 1');
    expect(memo.text('1/720p', rendition, 11, render)).toBe('text 2');
    expect(memo.text('1/720p', {}, 11, render)).toBe('text 3');
    expect(memo.text('1/360p', rendition, 11, render)).toBe('text 4');
    expect(memo.text('2/360p', rendition, 11, render)).toBe('text 5');
    expect(memo.size).toBe(2);
  });
});
