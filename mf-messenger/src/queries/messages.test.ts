import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messageOf } from '../testing/channels';
import { CONTENT_QUERY, fetchContent, withMessages } from './messages';

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('messengerContent', () => {
  it('asks the query documented beside the server schema', () => {
    const source = readFileSync(join(__dirname, '../../../shared/src/protocol/messenger-messages.ts'), 'utf8');
    const lines = source.slice(source.indexOf(' *   query MessengerContent')).split('\n');
    const documented = lines.slice(0, lines.findIndex((line) => !line.startsWith(' *   '))).map((line) => line.slice(2));
    expect(words(CONTENT_QUERY)).toBe(words(documented.join(' ')));
  });

  it('asks for the newest page, or for what came after a message id', async () => {
    const request = jest.fn(async () => ({ messengerContent: { channelId: 1, messages: [], hasMore: false } }));
    const vxql = { request } as unknown as Parameters<typeof fetchContent>[0];
    await fetchContent(vxql, 1);
    await fetchContent(vxql, 1, 40);
    expect(request.mock.calls).toEqual([
      [CONTENT_QUERY, { channelId: 1 }, expect.anything()],
      [CONTENT_QUERY, { channelId: 1, sinceId: 40 }, expect.anything()],
    ]);
  });

  it('adds each message once, in id order', () => {
    const content = { channelId: 1, messages: [messageOf(1, 1), messageOf(3, 1)], hasMore: false };
    expect(withMessages(content, [messageOf(3, 1), messageOf(2, 1), messageOf(4, 1)]).messages.map((message) => message.id)).toEqual([1, 2, 3, 4]);
    expect(withMessages(content, [messageOf(3, 1)])).toBe(content);
  });
});
