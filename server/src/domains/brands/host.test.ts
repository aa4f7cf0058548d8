import { brandForHost } from './brands';
import { hostnameOf } from './host';

describe('brand by host', () => {
  it.each([
    ['amora.localhost:4000', 'amora.localhost'],
    ['Amora.LOCALHOST', 'amora.localhost'],
    ['es.localhost.', 'es.localhost'],
    ['[::1]:4000', '[::1]'],
    ['127.0.0.1:80', '127.0.0.1'],
    [undefined, ''],
  ])('reads the host name of %s', (header, expected) => {
    expect(hostnameOf(header)).toBe(expected);
  });

  it.each([
    ['localhost', 'visitx'],
    ['127.0.0.1', 'visitx'],
    ['visitx.localhost', 'visitx'],
    ['es.localhost', 'visitx-es'],
    ['amora.localhost', 'amora'],
    ['somewhere.example', 'visitx'],
    ['', 'visitx'],
  ])('serves %s the %s brand', (host, brand) => {
    expect(brandForHost(host).id).toBe(brand);
  });
});
