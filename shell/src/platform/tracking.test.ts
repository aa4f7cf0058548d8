import { consent } from '../consent/consent';
import { sendTracking } from './tracking';

// jsdom's Blob has no text().
const read = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('sendTracking', () => {
  const beacon = jest.fn((_url: string, _body: Blob) => true);
  beforeAll(() => Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true }));
  beforeEach(() => beacon.mockClear());

  it('sends nothing without consent to analytics', () => {
    consent.decide({ functional: true, analytics: false });
    sendTracking({ type: 'purchase', source: 'test' }, 'tok');
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends the event as JSON, with the token of a logged-in guest in the body, never in the URL', async () => {
    consent.decide({ functional: false, analytics: true });
    sendTracking({ type: 'purchase', source: 'test', data: { videoId: 3 } }, 'tok en');
    const [url, body] = beacon.mock.calls[0];
    expect(url).toBe('/rest/v1/tracker/track');
    expect(JSON.parse(await read(body))).toMatchObject({ type: 'purchase', source: 'test', data: { videoId: 3 }, timestamp: expect.any(Number), accessToken: 'tok en' });
    sendTracking({ type: 'purchase', source: 'test' }, null);
    expect(beacon.mock.calls[1][0]).toBe('/rest/v1/tracker/track');
    expect(JSON.parse(await read(beacon.mock.calls[1][1]))).not.toHaveProperty('accessToken');
  });
});
