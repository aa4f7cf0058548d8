import type { ToyControl } from '@vx/shared';

/** A toy command as toyControls answers it (name "Wave{id}", 10 s); tests change what they look at. */
export const toyOf = (id: number, value: number, overrides: Partial<ToyControl> = {}): ToyControl => ({
  id,
  displayName: `Wave${id}`,
  duration: 10,
  random: false,
  price: { value, currency: 'VXC' },
  ...overrides,
});
