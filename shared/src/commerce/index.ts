export { PURCHASE_ITEMS, type PurchaseItem, type PurchaseOffer, type PurchaseQuestion } from './offer';
export { useCoinPurchase, type CoinPurchase, type CoinPurchaseOptions, type PurchaseAnswer, type PurchaseStatus } from './useCoinPurchase';
