import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MAX_AVATAR_BYTES } from '@vx/shared/protocol';
import { avatarPng, uploadAvatar } from '../../testing/avatar';
import { queryRows } from '../../testing/db';
import { get, post, signupGuest } from '../../testing/http';
import { useTestServer } from '../../testing/server';
import { toJpeg } from '../messenger/images/transcode';

const pngFixture = () => avatarPng();

/** The JPEG with an APP1 segment (where cameras write EXIF) right after its SOI. */
function withApp1(jpeg: Buffer, payload: Buffer): Buffer {
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, payload, jpeg.subarray(2)]);
}

/** A JPEG carrying an EXIF segment with a GPS note, as a camera writes it. */
async function jpegWithExif(): Promise<Buffer> {
  return withApp1(await toJpeg(await pngFixture(), 600), Buffer.from('Exif\0\0GPS 52.3702N 4.8952E secret-place', 'latin1'));
}

describe('guest avatar: upload, public read, delete', () => {
  const server = useTestServer();

  const upload = (token: string | null, body: Buffer, type?: string) => uploadAvatar(server.rest, token, body, type);
  const fetchPublic = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('stores the picture re-encoded without metadata and serves it to anyone, cached for good', async () => {
    const guest = await signupGuest(server.url);
    const answer = await upload(guest.token, await jpegWithExif(), 'image/jpeg');
    expect(answer.status).toBe(200);
    expect(answer.body.avatar).toMatch(new RegExp(`^/rest/v1/guest/avatar/${guest.guestId}/\\d+$`));
    const profile = await get(`${server.rest}/guest/profile/get`, { token: guest.token });
    expect(profile.body.profile.avatar).toBe(answer.body.avatar);

    const file = await fetchPublic(answer.body.avatar);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('cache-control')).toContain('public');
    expect(file.bytes.includes(Buffer.from('secret-place'))).toBe(false);
    expect(file.bytes.includes(Buffer.from('Exif'))).toBe(false);
    // At most AVATAR_MAX_SIDE (400) pixels on the longer side: the SOF0 segment holds height, then width.
    const at = file.bytes.indexOf(Buffer.from([0xff, 0xc0]));
    expect(file.bytes.readUInt16BE(at + 7)).toBe(400);
  });

  it('refuses a visitor, a type the bytes do not match, a non-image, an unreadable image and a too large body', async () => {
    const guest = await signupGuest(server.url);
    const png = await pngFixture();
    expect((await upload(null, png)).status).toBe(401);
    const text = await upload(guest.token, Buffer.from('just some words, not a picture'), 'image/jpeg');
    expect(text.status).toBe(415);
    expect(text.body.error).toEqual({ code: 'unsupported_media_type', message: 'The file is not a JPEG, PNG or WebP image' });
    expect((await upload(guest.token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml')).status).toBe(415);
    const broken = Buffer.concat([png.subarray(0, 16), Buffer.alloc(64)]);
    expect((await upload(guest.token, broken)).status).toBe(415);
    expect((await upload(guest.token, Buffer.alloc(MAX_AVATAR_BYTES + 1, 1))).status).toBe(413);
    const rows = await queryRows(server.database, sql`SELECT guest_id FROM guest_avatars WHERE guest_id = ${guest.guestId}`);
    expect(rows).toEqual([]);
  });

  it('deletes the avatar with the delete flag; the old path is gone', async () => {
    const guest = await signupGuest(server.url);
    const { body } = await upload(guest.token, await pngFixture());
    expect((await post(`${server.rest}/guest/profile/preview/update`, { delete: false }, { token: guest.token })).status).toBe(400);
    expect((await post(`${server.rest}/guest/profile/preview/update`, {}, { token: guest.token })).status).toBe(400);
    const deleted = await post(`${server.rest}/guest/profile/preview/update`, { delete: true }, { token: guest.token });
    expect(deleted.body).toEqual({ avatar: null });
    expect((await get(`${server.rest}/guest/profile/get`, { token: guest.token })).body.profile.avatar).toBeNull();
    expect((await fetchPublic(body.avatar)).status).toBe(404);
  });

  it('deletes only the asking guest avatar, and serves no path of an older version', async () => {
    const guest = await signupGuest(server.url);
    const other = await signupGuest(server.url);
    const first = await upload(other.token, await pngFixture());
    await post(`${server.rest}/guest/profile/preview/update`, { delete: true }, { token: guest.token });
    expect((await fetchPublic(first.body.avatar)).status).toBe(200);
    const second = await upload(other.token, await pngFixture());
    expect(second.body.avatar).not.toBe(first.body.avatar);
    expect((await fetchPublic(first.body.avatar)).status).toBe(404);
    expect((await fetchPublic(`/rest/v1/guest/avatar/${other.guestId}/abc`)).status).toBe(400);
  });

  it('serves a guest avatar to every viewer (visitor, another guest), while only its owner changes it', async () => {
    const owner = await signupGuest(server.url);
    const other = await signupGuest(server.url);
    const { body } = await upload(owner.token, await pngFixture());
    // Public once set: no login, and another guest's login, both read it (it shows beside his comments).
    expect((await fetchPublic(body.avatar)).status).toBe(200);
    const asOther = await fetch(`${server.url}${body.avatar}`, { headers: { authorization: `Bearer ${other.token}` } });
    expect(asOther.status).toBe(200);
    // Upload and delete take no guest id: they act on the asking guest only, whoever's picture he looked at.
    const replaced = await upload(other.token, await avatarPng(120, 120));
    await post(`${server.rest}/guest/profile/preview/update`, { delete: true }, { token: other.token });
    expect(replaced.body.avatar).toMatch(new RegExp(`^/rest/v1/guest/avatar/${other.guestId}/`));
    expect((await get(`${server.rest}/guest/profile/get`, { token: owner.token })).body.profile.avatar).toBe(body.avatar);
    expect((await fetchPublic(body.avatar)).status).toBe(200);
    // No route writes an avatar under a path's id.
    const forged = await fetch(`${server.url}${body.avatar}`, { method: 'POST', headers: { authorization: `Bearer ${other.token}`, 'content-type': 'image/png' }, body: new Uint8Array(await pngFixture()) });
    expect(forged.status).toBe(404);
    expect((await fetchPublic(body.avatar)).status).toBe(200);
  });
});

/**
 * EXIF as a camera writes it: a TIFF block with IFD0 pointing (tag 0x8825) to a GPS IFD holding
 * GPSLatitudeRef N and GPSLatitude 52° 22' 12", in an APP1 segment right after the JPEG's SOI.
 */
function withGpsExif(jpeg: Buffer): Buffer {
  const tiff = Buffer.alloc(80);
  tiff.write('II*\0', 0, 'latin1');
  tiff.writeUInt32LE(8, 4);
  /** A 12-byte IFD entry: tag, type (2 ASCII, 4 LONG, 5 RATIONAL), count, value or offset. */
  const entry = (at: number, tag: number, type: number, count: number, value: number | string) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    if (typeof value === 'string') tiff.write(value, at + 8, 'latin1');
    else tiff.writeUInt32LE(value, at + 8);
  };
  // IFD0 at 8: one entry, GPSInfo → the GPS IFD at 26; then no next IFD.
  tiff.writeUInt16LE(1, 8);
  entry(10, 0x8825, 4, 1, 26);
  // GPS IFD at 26: GPSLatitudeRef "N" and GPSLatitude, 3 RATIONALs at 56.
  tiff.writeUInt16LE(2, 26);
  entry(28, 0x0001, 2, 2, 'N\0');
  entry(40, 0x0002, 5, 3, 56);
  [52, 1, 22, 1, 12, 1].forEach((value, i) => tiff.writeUInt32LE(value, 56 + i * 4));
  return withApp1(jpeg, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
}

/** The markers of a JPEG's segments up to its image data (SOS). */
function jpegMarkers(bytes: Buffer): number[] {
  const markers: number[] = [];
  for (let at = 2; at + 4 <= bytes.length && bytes[at] === 0xff; at += 2 + bytes.readUInt16BE(at + 2)) {
    markers.push(bytes[at + 1]);
    if (bytes[at + 1] === 0xda) break;
  }
  return markers;
}

/** Issue 14 rule: an upload is checked by its bytes, not its name, stored outside the web root, served with its type and no metadata. */
describe('guest avatar: checked by content, stored outside the web root', () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'vx-web-root-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
  const server = useTestServer({ config: { SHELL_DIST: webRoot } });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));
  const filesUnder = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();

  const upload = async (token: string, body: Buffer, type: string | null) => {
    const response = await fetch(`${server.rest}/guest/profile/preview`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...(type === null ? {} : { 'content-type': type }) },
      body: new Uint8Array(body),
    });
    return { status: response.status, body: await response.json() };
  };

  it.each([
    ['a PNG named .txt (text/plain)', 'text/plain'],
    ['a PNG the browser could not type', 'application/octet-stream'],
    ['a PNG sent without a type', null],
    ['a PNG said to be a JPEG', 'image/jpeg'],
  ])('accepts %s as the image its bytes are', async (_case, type) => {
    const guest = await signupGuest(server.url);
    const answer = await upload(guest.token, await pngFixture(), type);
    expect(answer.status).toBe(200);
    const file = await fetch(`${server.url}${answer.body.avatar}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
  });

  it.each([
    ['a text file named .jpg', Buffer.from('Dear diary, today I uploaded a text file.'), 'image/jpeg'],
    ['an HTML page named .png', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png'],
    ['a JPEG header over garbage', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]), 'image/jpeg'],
  ])('refuses %s with 415 and stores nothing', async (_case, bytes, type) => {
    const guest = await signupGuest(server.url);
    const answer = await upload(guest.token, bytes, type);
    expect(answer.status).toBe(415);
    expect(answer.body.error.code).toBe('unsupported_media_type');
    expect(answer.body.error.message).toMatch(/JPEG, PNG or WebP|cannot be read/);
    expect(await queryRows(server.database, sql`SELECT 1 FROM guest_avatars WHERE guest_id = ${guest.guestId}`)).toEqual([]);
    expect((await get(`${server.rest}/guest/profile/get`, { token: guest.token })).body.profile.avatar).toBeNull();
  });

  it('strips EXIF with a GPS position, serves a JPEG with nosniff, and writes nothing under the web root', async () => {
    const guest = await signupGuest(server.url);
    const before = filesUnder(webRoot);
    const input = withGpsExif(await toJpeg(await pngFixture(), 600));
    expect(jpegMarkers(input)).toContain(0xe1);
    const answer = await upload(guest.token, input, 'image/jpeg');
    expect(answer.status).toBe(200);

    const file = await fetch(`${server.url}${answer.body.avatar}`);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(jpegMarkers(bytes)[0]).toBeDefined();
    expect(jpegMarkers(bytes)).not.toContain(0xe1);
    expect(bytes.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);

    // Kept in the database (every node serves it), never as a file of the static root.
    const [row] = await queryRows<{ image: Buffer }>(server.database, sql`SELECT image FROM guest_avatars WHERE guest_id = ${guest.guestId}`);
    expect(Buffer.from(row.image).equals(bytes)).toBe(true);
    expect(filesUnder(webRoot)).toEqual(before);
    expect(answer.body.avatar.startsWith('/rest/v1/')).toBe(true);
  });
});
