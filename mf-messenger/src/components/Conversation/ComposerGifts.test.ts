import { giftOf as gift } from '../../testing/gifts';
import { addGift, giftName, ownedLeft, removeGift, selectionPrice, type GiftSelection } from './ComposerGifts';

describe('composer gifts (spec 000 §4 Gift message)', () => {
  const owned = new Map([[1, 2]]);

  it('takes one from the temporary owned count per added gift, never below 0', () => {
    let selection: GiftSelection = [];
    selection = addGift(selection, 1);
    expect(ownedLeft(owned, selection, 1)).toBe(1);
    selection = addGift(addGift(selection, 1), 1);
    expect(selection).toEqual([{ giftId: 1, quantity: 3 }]);
    expect(ownedLeft(owned, selection, 1)).toBe(0);
  });

  it('gives one back per removed gift, capped at the owned count', () => {
    let selection: GiftSelection = [{ giftId: 1, quantity: 3 }];
    selection = removeGift(selection, 1);
    expect(ownedLeft(owned, selection, 1)).toBe(0);
    selection = removeGift(selection, 1);
    expect(ownedLeft(owned, selection, 1)).toBe(1);
    selection = removeGift(selection, 1);
    expect(selection).toEqual([]);
    expect(ownedLeft(owned, removeGift(selection, 1), 1)).toBe(2);
  });

  it('keeps to the socket bounds: 99 of a gift, 20 gifts', () => {
    let selection: GiftSelection = [{ giftId: 1, quantity: 99 }];
    expect(addGift(selection, 1)).toBe(selection);
    selection = Array.from({ length: 20 }, (_, index) => ({ giftId: index + 1, quantity: 1 }));
    expect(addGift(selection, 21)).toBe(selection);
  });

  it('prices only the gifts not covered by owned ones', () => {
    const selection: GiftSelection = [
      { giftId: 1, quantity: 3 },
      { giftId: 2, quantity: 1 },
    ];
    expect(selectionPrice(selection, [gift(1, 10), gift(2, 50)], owned)).toBe(60);
  });

  it('names a gift in the page language, else as answered', () => {
    expect(giftName(gift(1, 10), 'de')).toBe('Rose1-de');
    expect(giftName(gift(1, 10), 'es')).toBe('Gift1');
  });
});
