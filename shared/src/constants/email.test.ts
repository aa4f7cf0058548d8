import { isValidEmail } from './index';

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
