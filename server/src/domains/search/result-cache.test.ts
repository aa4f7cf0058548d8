import { bumpCatalogueVersion } from '../actors/version';
import { ResultCache } from './result-cache';

describe('ResultCache', () => {
  it('answers a repeated question from memory and shares one load between concurrent callers', async () => {
    const cache = new ResultCache<number>(60_000);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, await cache.get('k', load), loads]).toEqual([1, 1, 1, 1]);
    expect(await cache.get('other', load)).toBe(2);
  });

  it('runs a lazy thenable (a drizzle query) once, however often the answer is awaited', async () => {
    const cache = new ResultCache<number>();
    let runs = 0;
    const query = { then: (resolve: (value: number) => void) => resolve(++runs) } as unknown as Promise<number>;
    await cache.get('k', () => query, 1);
    await cache.get('k', () => query, 1);
    await cache.get('k', () => query, 1);
    expect(runs).toBe(1);
  });

  it('forgets everything when an actor changes in this process', async () => {
    const cache = new ResultCache<number>(60_000);
    let loads = 0;
    await cache.get('k', async () => ++loads);
    bumpCatalogueVersion();
    expect(await cache.get('k', async () => ++loads)).toBe(2);
  });

  it('expires entries and never keeps a failure', async () => {
    const clock = { ms: 1_000 };
    const cache = new ResultCache<number>(10, 1_000, () => clock.ms);
    await cache.get('k', async () => 1);
    clock.ms += 9;
    expect(await cache.get('k', async () => 2)).toBe(1);
    clock.ms += 1;
    expect(await cache.get('k', async () => 2)).toBe(2);

    const failing = new ResultCache<number>(60_000);
    await expect(failing.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await failing.get('k', async () => 3)).toBe(3);
  });

  it('holds at most maxEntries keys, dropping the oldest', async () => {
    const cache = new ResultCache<string>(60_000, 2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('b', async () => 'b2')).toBe('b1');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
  });

  it('treats a version passed by the caller like the local one', async () => {
    const cache = new ResultCache<number>(60_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load, '0:7')).toBe(1);
    expect(await cache.get('k', load, '0:7')).toBe(1);
    expect(await cache.get('k', load, '0:8')).toBe(2);
  });
});
