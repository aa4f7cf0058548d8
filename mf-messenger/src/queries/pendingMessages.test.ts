import { createBus } from '@vx/shared';
import { pendingStoreOf } from './pendingMessages';

function setup() {
  const bus = createBus();
  const sent: { type: string; messageId?: string; data?: string }[] = [];
  bus.outgoing$.subscribe((message) => sent.push(message as (typeof sent)[number]));
  const store = pendingStoreOf(bus);
  return { bus, sent, store };
}

const message = (clientId: string) => ({ clientId, channelId: 1, text: `text ${clientId}`, gifts: [], toyControlId: null, refused: null });

describe('pendingStoreOf', () => {
  it('sends a message and keeps it until the server confirms it', () => {
    const { bus, sent, store } = setup();
    store.send(message('a'));
    expect(sent).toEqual([expect.objectContaining({ type: 'sendMessage', channelId: 1, data: 'text a', messageId: 'a' })]);
    expect(store.snapshot()).toHaveLength(1);
    bus.emit({ type: 'messengerMessageAck', clientId: 'a', messageId: 9 });
    expect(store.snapshot()).toEqual([]);
  });

  it('sends a message with gifts as a gift message carrying them (socket sendMessage includedGifts)', () => {
    const { sent, store } = setup();
    store.send({ ...message('g'), gifts: [{ giftId: 2, quantity: 3 }] });
    store.send(message('t'));
    expect(sent).toEqual([
      expect.objectContaining({ messageType: 'gift', data: 'text g', includedGifts: [{ giftId: 2, quantity: 3 }] }),
      expect.objectContaining({ messageType: 'text', data: 'text t', includedGifts: [] }),
    ]);
  });

  it('sends the unconfirmed messages again with the same client id after a reconnect, not the refused or confirmed ones', () => {
    const { bus, sent, store } = setup();
    store.send(message('a'));
    store.send(message('b'));
    store.send(message('c'));
    bus.emit({ type: 'messengerMessageAck', clientId: 'a', messageId: 9 });
    bus.emit({ type: 'messengerMessageRefused', clientId: 'c', code: 'message_too_long' });
    sent.length = 0;
    bus.emit({ type: 'sessionAcknowledge', guestId: 7 });
    expect(sent).toEqual([expect.objectContaining({ type: 'sendMessage', data: 'text b', messageId: 'b' })]);
    expect(store.snapshot().map((pending) => [pending.clientId, pending.refused])).toEqual([
      ['b', null],
      ['c', 'message_too_long'],
    ]);
  });

  it('is one store per bus, whoever asks', () => {
    const { bus, store } = setup();
    store.send(message('a'));
    expect(pendingStoreOf(bus).snapshot()).toHaveLength(1);
    expect(pendingStoreOf(createBus()).snapshot()).toEqual([]);
  });

  it('sends a toy command as a dildocontrol message with its id as the data', () => {
    const { sent, store } = setup();
    store.send({ ...message('toy'), text: '', toyControlId: 4 });
    expect(sent).toEqual([expect.objectContaining({ messageType: 'dildocontrol', data: '4', includedGifts: [], messageId: 'toy' })]);
  });

  it('sends a refused message again with its client id on retry, and nothing for one not refused', () => {
    const { bus, sent, store } = setup();
    store.send(message('r'));
    store.retry('r');
    expect(sent).toHaveLength(1);
    bus.emit({ type: 'messengerMessageRefused', clientId: 'r', code: 'insufficient_balance' });
    store.retry('r');
    expect(sent).toEqual([expect.objectContaining({ messageId: 'r' }), expect.objectContaining({ messageId: 'r', data: 'text r' })]);
    expect(store.snapshot()).toEqual([expect.objectContaining({ clientId: 'r', refused: null })]);
  });

  it('sends a picture as an image message with its id, and revokes its local preview once confirmed', () => {
    const { bus, sent, store } = setup();
    URL.revokeObjectURL = jest.fn();
    store.send({ ...message('img'), text: '', imageId: 41, previewUrl: 'blob:chosen' });
    expect(sent).toEqual([expect.objectContaining({ messageType: 'image', data: '41', messageId: 'img' })]);
    expect(sent[0]).not.toHaveProperty('previewUrl');
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    bus.emit({ type: 'messengerMessageAck', clientId: 'img', messageId: 12 });
    expect(store.snapshot()).toEqual([]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:chosen');
  });
});
