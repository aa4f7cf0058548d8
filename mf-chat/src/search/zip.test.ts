import { deferred } from '../testing/fixtures';
import { createZipLookup } from './zip';

describe('zip handling (spec 000 §5: exactly 5 characters)', () => {
  it('does nothing at 4 characters (nor 6)', async () => {
    const lookup = jest.fn(async () => ({ lat: 1, long: 2 }));
    const emit = jest.fn();
    const onZip = createZipLookup(lookup, emit);
    await expect(onZip('1234')).resolves.toBe(false);
    await expect(onZip('123456')).resolves.toBe(false);
    expect(lookup).not.toHaveBeenCalled();
    expect(emit).not.toHaveBeenCalled();
  });

  it('looks up at exactly 5 characters and emits the location', async () => {
    const lookup = jest.fn(async () => ({ lat: 52.5, long: 13.4 }));
    const emit = jest.fn();
    await createZipLookup(lookup, emit)('10115');
    expect(lookup).toHaveBeenCalledWith('10115');
    expect(emit).toHaveBeenCalledWith('10115', { lat: 52.5, long: 13.4 });
  });

  it('emits an empty location when the zip is unknown or the lookup fails', async () => {
    const emit = jest.fn();
    await createZipLookup(async () => null, emit)('00000');
    await createZipLookup(async () => Promise.reject(new Error('down')), emit)('99999');
    expect(emit.mock.calls).toEqual([
      ['00000', null],
      ['99999', null],
    ]);
  });

  it('emits only the newest zip when lookups resolve out of order', async () => {
    const answers = { '11111': deferred<{ lat: number; long: number } | null>(), '22222': deferred<{ lat: number; long: number } | null>() };
    const emit = jest.fn();
    const onZip = createZipLookup((zip) => answers[zip as keyof typeof answers].promise, emit);
    const first = onZip('11111');
    const second = onZip('22222');
    answers['22222'].resolve({ lat: 2, long: 2 });
    await second;
    answers['11111'].resolve({ lat: 1, long: 1 });
    await first;
    expect(emit.mock.calls).toEqual([['22222', { lat: 2, long: 2 }]]);
  });
});
