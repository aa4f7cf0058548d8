/** What a coin purchase buys, for the question before coins are spent ("Buy this video for 49 VXC?"). */
export const PURCHASE_ITEMS = ['video', 'album', 'post', 'ticket', 'tip', 'deal'] as const;
export type PurchaseItem = (typeof PURCHASE_ITEMS)[number];

/** A purchase offered to the guest: the item and its price in coins (VXC). */
export interface PurchaseOffer {
  item: PurchaseItem;
  price: number;
}

/**
 * The question the shell puts to the guest before coins are spent. `resumed` marks a purchase
 * going on after the top-up it opened: no click of the guest started it, so it is always asked.
 */
export interface PurchaseQuestion extends PurchaseOffer {
  resumed: boolean;
}
