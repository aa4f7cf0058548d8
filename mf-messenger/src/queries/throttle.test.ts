import { throttle } from './throttle';

describe('throttle', () => {
  it('lets one call through per interval and drops the rest', () => {
    const clock = { ms: 1_000 };
    const gate = throttle(500, () => clock.ms);
    const run = jest.fn();
    gate(run);
    clock.ms += 499;
    gate(run);
    expect(run).toHaveBeenCalledTimes(1);
    clock.ms += 1;
    gate(run);
    expect(run).toHaveBeenCalledTimes(2);
  });
});
