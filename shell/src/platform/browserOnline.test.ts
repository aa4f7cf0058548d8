import { reportBrowserOnline } from './browserOnline';

describe('reportBrowserOnline (logger/browserOnline)', () => {
  it('reports how long the browser was offline when it comes back online', () => {
    const target = new EventTarget() as unknown as Window;
    const report = jest.fn();
    let time = 1_000;
    reportBrowserOnline(report, target, () => time);
    target.dispatchEvent(new Event('offline'));
    time = 4_500;
    target.dispatchEvent(new Event('offline'));
    time = 6_000;
    target.dispatchEvent(new Event('online'));
    expect(report).toHaveBeenCalledWith('browserOnline', { offlineMs: 5_000, page: window.location.pathname });
    target.dispatchEvent(new Event('online'));
    expect(report).toHaveBeenLastCalledWith('browserOnline', { offlineMs: 0, page: window.location.pathname });
  });
});
