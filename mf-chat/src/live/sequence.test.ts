import { nextSequence, SEQUENCE_KEY } from './sequence';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('the chat start sequence', () => {
  it('grows from the last one stored, and stores it before it is sent', () => {
    const storage = memoryStorage({ [SEQUENCE_KEY]: '41' });
    expect(nextSequence(storage)).toBe(42);
    expect(storage.data.get(SEQUENCE_KEY)).toBe('42');
    expect(nextSequence(storage)).toBe(43);
  });

  it('keeps growing in memory when the storage is unusable', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    const first = nextSequence(broken);
    expect(nextSequence(broken)).toBe(first + 1);
  });
});
