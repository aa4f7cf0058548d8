import { renderAsync } from '@resvg/resvg-js';
import { eq, sql } from 'drizzle-orm';
import { MAX_MESSENGER_IMAGE_BYTES } from '@vx/shared/protocol';
import { queryRows } from '../../../testing/db';
import { get, post } from '../../../testing/http';
import { useTestServer } from '../../../testing/server';
import { guests } from '../../guests/schema';
import { chatGuest, type ChatGuest } from '../../livechat/test-kit';
import { getBalance } from '../../wallet/service';
import { storeActorMessage } from '../messages/actor-message';
import { insertChannel, sendMessenger } from '../messages/test-kit';
import { storeImage } from './store';
import { toJpeg } from './transcode';

/** A 600×400 PNG, half transparent: what a guest's phone might send. */
const pngFixture = async () =>
  Buffer.from(
    (
      await renderAsync('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#c03" fill-opacity=".5"/><circle cx="300" cy="200" r="120" fill="#36c"/></svg>')
    ).asPng(),
  );

/** A JPEG carrying an EXIF segment with a GPS note, as a camera writes it. */
async function jpegWithExif(): Promise<Buffer> {
  const jpeg = await toJpeg(await pngFixture(), 400);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), Buffer.from('GPS 52.3702N 4.8952E secret-place', 'latin1')]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, payload, jpeg.subarray(2)]);
}

const jpegSize = (jpeg: Buffer) => {
  // The first start-of-frame segment (SOF0) holds height and width.
  const at = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  return { height: jpeg.readUInt16BE(at + 5), width: jpeg.readUInt16BE(at + 7) };
};

describe('messenger images: upload, fetch, send', () => {
  const server = useTestServer({ seedActors: 8 });
  let nextActor = 1;
  const channelOf = (guest: ChatGuest, changes: { messagePrice?: number; freeMessagesLeft?: number } = {}) => insertChannel(server, guest, nextActor++, changes);

  const upload = async (token: string | null, channelId: number, body: Buffer, type = 'image/png') => {
    const response = await fetch(`${server.url}/rest/v1/messenger/channel/${channelId}/image`, {
      method: 'POST',
      headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: new Uint8Array(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const fetchImage = async (token: string, path: string) => {
    const response = await fetch(`${server.url}/rest/v1/${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('stores an uploaded PNG re-encoded as JPEG with a thumbnail of at most 320 px, served to its guest only, privately cached', async () => {
    const guest = await chatGuest(server, 0);
    const channelId = await channelOf(guest);
    const answer = await upload(guest.token, channelId, await pngFixture());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ imageId: expect.any(Number) });

    const full = await fetchImage(guest.token, `messenger/image/${answer.body.imageId}`);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/jpeg');
    expect(full.headers.get('cache-control')).toMatch(/^private/);
    expect(jpegSize(full.bytes)).toEqual({ width: 600, height: 400 });
    const thumbnail = await fetchImage(guest.token, `messenger/image/${answer.body.imageId}/thumbnail`);
    expect(jpegSize(thumbnail.bytes)).toEqual({ width: 320, height: 213 });

    const other = await chatGuest(server, 0);
    expect((await fetchImage(other.token, `messenger/image/${answer.body.imageId}`)).status).toBe(404);
    expect((await fetchImage(other.token, `messenger/image/${answer.body.imageId}/thumbnail`)).status).toBe(404);
    expect((await get(`${server.url}/rest/v1/messenger/image/${answer.body.imageId}`)).status).toBe(401);
  });

  it('strips metadata: the EXIF and GPS of a JPEG never leave the server', async () => {
    const guest = await chatGuest(server, 0);
    const channelId = await channelOf(guest);
    const original = await jpegWithExif();
    expect(original.includes('secret-place')).toBe(true);
    const answer = await upload(guest.token, channelId, original, 'image/jpeg');
    expect(answer.status).toBe(200);
    for (const path of [`messenger/image/${answer.body.imageId}`, `messenger/image/${answer.body.imageId}/thumbnail`]) {
      const { bytes } = await fetchImage(guest.token, path);
      expect(bytes.includes('secret-place')).toBe(false);
      expect(bytes.includes('Exif')).toBe(false);
    }
  });

  it('refuses too big (413), other types (415), fake magic bytes (415), a visitor (401) and another guest’s channel (404), storing nothing', async () => {
    const guest = await chatGuest(server, 0);
    const other = await chatGuest(server, 0);
    const channelId = await channelOf(guest);
    const png = await pngFixture();

    const big = await upload(guest.token, channelId, Buffer.concat([png, Buffer.alloc(MAX_MESSENGER_IMAGE_BYTES)]));
    expect(big).toEqual({ status: 413, body: { error: { code: 'payload_too_large', message: expect.any(String) } } });
    expect((await upload(guest.token, channelId, png, 'image/gif')).status).toBe(415);
    expect((await upload(guest.token, channelId, png, 'application/json')).status).toBe(415);
    // A PNG's header on a text file, and a PNG sent as a JPEG.
    const fake = await upload(guest.token, channelId, Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(fake).toEqual({ status: 415, body: { error: { code: 'unsupported_media_type', message: expect.any(String) } } });
    expect((await upload(guest.token, channelId, png, 'image/jpeg')).status).toBe(415);
    // The right magic number on bytes that are no picture.
    expect((await upload(guest.token, channelId, Buffer.concat([png.subarray(0, 16), Buffer.alloc(64)]), 'image/png')).status).toBe(415);
    expect((await upload(null, channelId, png)).status).toBe(401);
    expect(await upload(other.token, channelId, png)).toEqual({ status: 404, body: { error: { code: 'channel_not_found', message: expect.any(String) } } });

    const rows = await queryRows<{ n: number }>(server.database, sql`SELECT count(*)::int AS n FROM messenger_images WHERE channel_id = ${channelId}`);
    expect(rows[0]!.n).toBe(0);
  });

  it('sends an uploaded image as image_sent, priced like a text (free messages first), once per client id and once per image', async () => {
    const guest = await chatGuest(server, 100);
    const channelId = await channelOf(guest, { freeMessagesLeft: 1, messagePrice: 5 });
    const first = (await upload(guest.token, channelId, await pngFixture())).body.imageId as number;
    const second = (await upload(guest.token, channelId, await pngFixture())).body.imageId as number;

    sendMessenger(guest, channelId, { messageType: 'image', data: String(first), messageId: 'client-img-1' });
    const ack = await guest.socket.next('messengerMessageAck');
    const delivered = await guest.socket.next('messengerMessage');
    expect(delivered.message).toMatchObject({
      id: ack.messageId,
      messageType: 'image_sent',
      senderType: 'guest',
      text: '',
      price: 0,
      image: { thumbnailUrl: `messenger/image/${first}/thumbnail`, url: `messenger/image/${first}`, censored: false },
    });
    sendMessenger(guest, channelId, { messageType: 'image', data: String(first), messageId: 'client-img-1' });
    expect((await guest.socket.next('messengerMessageAck')).messageId).toBe(ack.messageId);
    // The same picture under a new client id: it was sent already.
    sendMessenger(guest, channelId, { messageType: 'image', data: String(first), messageId: 'client-img-again' });
    expect(await guest.socket.next('messengerMessageRefused')).toMatchObject({ code: 'image_not_available' });

    sendMessenger(guest, channelId, { messageType: 'image', data: String(second), messageId: 'client-img-2' });
    await guest.socket.next('messengerMessageAck');
    const rows = await queryRows<{ message_type: string; price: number; image_id: number }>(
      server.database,
      sql`SELECT message_type, price, image_id FROM messenger_messages WHERE channel_id = ${channelId} ORDER BY id`,
    );
    expect(rows).toEqual([
      { message_type: 'image_sent', price: 0, image_id: first },
      { message_type: 'image_sent', price: 5, image_id: second },
    ]);
    expect(await getBalance(server.database.db, guest.guestId)).toBe(95);
  });

  it("refuses an image id that is not the guest's upload into this channel, charging nothing", async () => {
    const guest = await chatGuest(server, 100);
    const other = await chatGuest(server, 100);
    const channelId = await channelOf(guest);
    const elsewhere = await channelOf(guest);
    const othersChannel = await channelOf(other);
    const inElsewhere = (await upload(guest.token, elsewhere, await pngFixture())).body.imageId as number;
    const othersImage = (await upload(other.token, othersChannel, await pngFixture())).body.imageId as number;
    for (const [data, clientId] of [[String(inElsewhere), 'client-img-x1'], [String(othersImage), 'client-img-x2'], ['999999', 'client-img-x3'], ['abc', 'client-img-x4']]) {
      sendMessenger(guest, channelId, { messageType: 'image', data, messageId: clientId });
      expect(await guest.socket.next('messengerMessageRefused')).toMatchObject({ clientId, code: 'image_not_available' });
    }
    expect(await getBalance(server.database.db, guest.guestId)).toBe(100);
  });

  it("an actor's picture is censored for a guest who is not age-verified: no paths in the message, 403 on fetch; shown once verified", async () => {
    const guest = await chatGuest(server, 0);
    const channelId = await channelOf(guest);
    const imageId = await storeImage(server.database.db, { guestId: guest.guestId, channelId, senderType: 'actor', bytes: await pngFixture() });
    expect(await storeActorMessage(server.database.db, server.hub, { guestId: guest.guestId, channelId, text: '', imageId })).not.toBeNull();
    const pushed = await guest.socket.next('messengerMessage');
    expect(pushed.message).toMatchObject({ messageType: 'image_received', senderType: 'actor', image: { thumbnailUrl: null, url: null, censored: true } });
    expect((await fetchImage(guest.token, `messenger/image/${imageId}/thumbnail`)).status).toBe(403);

    const content = (token: string) =>
      post(
        `${server.url}/vxql?language=en`,
        { query: `{ messengerContent(channelId: ${channelId}) { messages { messageType image { thumbnailUrl url censored } } } }` },
        { token },
      );
    expect((await content(guest.token)).body.data.messengerContent.messages).toEqual([{ messageType: 'image_received', image: { thumbnailUrl: null, url: null, censored: true } }]);

    await server.database.db.update(guests).set({ hasAvs: true }).where(eq(guests.id, guest.guestId));
    expect((await content(guest.token)).body.data.messengerContent.messages[0].image).toEqual({
      thumbnailUrl: `messenger/image/${imageId}/thumbnail`,
      url: `messenger/image/${imageId}`,
      censored: false,
    });
    expect((await fetchImage(guest.token, `messenger/image/${imageId}/thumbnail`)).status).toBe(200);
  });
});
