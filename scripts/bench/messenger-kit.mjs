/**
 * What the messenger measurements share (server/docs/messenger.md): opening a guest's channel with
 * an actor as the messenger does before a first message (GET messenger/channel/actor/:actorId), and
 * the socket's `sendMessage` of a text (isVideochat false) with its client id.
 */

/** The guest's channel with the actor, opened when she has none: { id, messagePrice, freeMessagesAmount, … }. */
export async function openChannel(baseUrl, token, actorId) {
  const response = await fetch(new URL(`/rest/v1/messenger/channel/actor/${actorId}`, baseUrl), { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  if (!response.ok) throw new Error(`messenger/channel/actor/${actorId}: HTTP ${response.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** Sends a text to the channel over an acknowledged socket of its guest; the server acks or refuses `clientId`. */
export function sendText(ws, channelId, clientId, text) {
  ws.send(
    JSON.stringify({
      type: 'sendMessage',
      channelId,
      messageType: 'text',
      senderType: 'guest',
      isVideochat: false,
      isFreechat: false,
      data: text,
      includedGifts: [],
      chatId: null,
      messageId: clientId,
    }),
  );
}
