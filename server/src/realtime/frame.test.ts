import { textFrame } from './frame';

describe('textFrame', () => {
  it.each([
    [0, 2],
    [125, 2],
    [126, 4],
    [65535, 4],
    [65536, 10],
  ])('frames a %i-byte payload with a %i-byte header', (length, header) => {
    const payload = Buffer.alloc(length, 0x61);
    const { frame } = textFrame(payload);
    expect(frame.length).toBe(header + length);
    expect(frame[0]).toBe(0x81); // FIN + text
    expect(frame[1] & 0x80).toBe(0); // server frames are unmasked
    const declared = header === 2 ? frame[1] : header === 4 ? frame.readUInt16BE(2) : Number(frame.readBigUInt64BE(2));
    expect(declared).toBe(length);
    expect(frame.subarray(header).equals(payload)).toBe(true);
  });
});
