import { isValidEmail, PAGE_SIZE, PING_INTERVAL_MS, RECONNECT_DELAY_MS, BREAKPOINTS, HIDDEN_NOTIFICATION_TYPES } from './index';

describe('spec constants', () => {
  it('carries the values of spec 001 §9', () => {
    expect(PING_INTERVAL_MS).toBe(50000);
    expect(RECONNECT_DELAY_MS).toBe(1000);
    expect(PAGE_SIZE.actors).toBe(30);
    expect(PAGE_SIZE.photos).toBe(14);
    expect(BREAKPOINTS).toEqual({ xs: 400, sm: 768, md: 992, lg: 1200, xl: 1368 });
    expect(HIDDEN_NOTIFICATION_TYPES).toEqual([6, 7, 13, 14, 15, 22]);
  });
});

describe('the e-mail rule of spec 000 §5', () => {
  it.each(['anna@example.com', 'a.b+c@mail.example.co', 'x@[192.168.1.1]'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['anna', 'anna@', '@example.com', 'anna@example', 'anna@example.c', 'an na@example.com', 'anna@exa_mple.com'])(
    'rejects %s',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});
