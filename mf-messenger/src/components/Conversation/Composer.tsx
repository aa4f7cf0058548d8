import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, formatMoney, MAX_MESSENGER_TEXT_LENGTH, usePlatform, type MessengerChannel as Channel, type ToyControl } from '@vx/shared';
import { useMessengerGifts, useOwnedGifts } from '../../queries/gifts';
import type { Draft } from '../../queries/sendMessage';
import { useToyControls } from '../../queries/toyControls';
import { GiftPicker } from '../GiftPicker/GiftPicker';
import { SelectedGifts } from '../GiftPicker/SelectedGifts';
import { ImageAttach } from '../ImageAttach/ImageAttach';
import { ToyControlPicker } from '../ToyControlPicker/ToyControlPicker';
import { addGift, removeGift, selectionPrice, type GiftSelection } from './ComposerGifts';
import { coinsOf, messageCost } from './messagePrice';
import { useBalanceGate } from './useBalanceGate';

interface Props {
  channel: Channel;
  /** The text and the gifts added to it (a gift message, spec 000 §4), or a toy command alone. */
  onSend: (draft: Draft) => void;
}

/**
 * The text field, the gifts added to it, or a toy command when the actor offers toy control; the price
 * of the next message is shown before it is sent, and a message the balance does not cover opens
 * moneycharge instead of being sent.
 */
export function Composer({ channel, onSend }: Props) {
  const { t } = useTranslation('messenger');
  const { language } = usePlatform();
  const [text, setText] = useState('');
  const [selection, setSelection] = useState<GiftSelection>([]);
  const [toy, setToy] = useState<ToyControl | null>(null);
  const [picking, setPicking] = useState<'gifts' | 'toys' | null>(null);
  const gifts = useMessengerGifts();
  const owned = useOwnedGifts();
  const toys = useToyControls(channel.isDildocontrolAvailable);
  const gate = useBalanceGate();
  const priceId = useId();
  const pickerId = useId();
  const catalogue = gifts.data ?? [];
  const toyCatalogue = channel.isDildocontrolAvailable ? (toys.data ?? []) : [];
  // A toy chosen while the actor offered toy control is not sent once she no longer does.
  const chosenToy = channel.isDildocontrolAvailable ? toy : null;
  const coins = (amount: number) => formatMoney(amount, 'VXC', language);
  const cost = messageCost(channel);
  // What the server charges (messages/send.ts): the toy's price, the gifts not owned, else the message price.
  const charged = chosenToy ? chosenToy.price.value : selection.length > 0 ? selectionPrice(selection, catalogue, owned) : coinsOf(cost);
  const price = chosenToy
    ? t('messenger.toyControl.price', { name: chosenToy.displayName, price: coins(charged) })
    : selection.length > 0
      ? t('messenger.gifts.price', { price: coins(charged) })
      : cost.kind === 'free'
        ? t('messenger.price.free')
        : cost.kind === 'freeLeft'
          ? t('messenger.price.freeLeft', { count: cost.count })
          : t('messenger.price.perMessage', { price: coins(cost.coins) });
  const canSend = chosenToy !== null || text.trim().length > 0 || selection.length > 0;
  const toggle = (kind: 'gifts' | 'toys') => setPicking((open) => (open === kind ? null : kind));
  const pickToy = (picked: ToyControl) => {
    setToy(picked);
    setSelection([]);
    setPicking(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    const draft: Draft = chosenToy ? { text: '', gifts: [], toyControlId: chosenToy.id } : { text: text.trim(), gifts: [...selection], toyControlId: null };
    void gate(charged, () => {
      onSend(draft);
      // A toy command leaves the text written beside it for the next message.
      if (!chosenToy) setText('');
      setSelection([]);
      setToy(null);
      setPicking(null);
    });
  };
  return (
    <form onSubmit={submit} css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space(1), paddingTop: theme.space(2) })}>
      {selection.length > 0 && <SelectedGifts gifts={catalogue} selection={selection} onRemove={(giftId) => setSelection((held) => removeGift(held, giftId))} />}
      {chosenToy && (
        <div data-testid="messenger-selected-toy" css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(1) })}>
          <span>{t('messenger.toyControl.selected', { name: chosenToy.displayName, count: chosenToy.duration })}</span>
          <Button variant="ghost" aria-label={t('messenger.toyControl.remove', { name: chosenToy.displayName })} onClick={() => setToy(null)}>
            <span aria-hidden="true">×</span>
          </Button>
        </div>
      )}
      <div css={(theme) => ({ display: 'flex', gap: theme.space(2) })}>
        <textarea
          aria-label={t('messenger.composer')}
          aria-describedby={priceId}
          value={text}
          disabled={chosenToy !== null}
          maxLength={MAX_MESSENGER_TEXT_LENGTH}
          rows={2}
          onChange={(event) => setText(event.target.value)}
          css={{ flex: 1, minWidth: 0, font: 'inherit' }}
        />
        {catalogue.length > 0 && !chosenToy && (
          <Button variant="secondary" aria-expanded={picking === 'gifts'} aria-controls={pickerId} onClick={() => toggle('gifts')}>
            {t('messenger.gifts.toggle')}
          </Button>
        )}
        <ImageAttach channelId={channel.id} onUploaded={(imageId, previewUrl) => onSend({ text: '', gifts: [], toyControlId: null, imageId, previewUrl })} />
        {toyCatalogue.length > 0 && (
          <Button variant="secondary" aria-expanded={picking === 'toys'} aria-controls={pickerId} onClick={() => toggle('toys')}>
            {t('messenger.toyControl.toggle')}
          </Button>
        )}
        <Button type="submit" disabled={!canSend}>
          {t('messenger.send')}
        </Button>
      </div>
      {picking && (
        <div id={pickerId}>
          {picking === 'gifts' ? (
            <GiftPicker gifts={catalogue} owned={owned} selection={selection} onAdd={(giftId) => setSelection((held) => addGift(held, giftId))} />
          ) : (
            <ToyControlPicker toys={toyCatalogue} selectedId={chosenToy?.id ?? null} onPick={pickToy} />
          )}
        </div>
      )}
      <span id={priceId} data-testid="messenger-price" css={(theme) => ({ fontSize: theme.fontSize.caption, color: theme.colors.textMuted })}>
        {price}
      </span>
    </form>
  );
}
