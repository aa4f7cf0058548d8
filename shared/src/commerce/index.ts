export { useCoinPurchase, type CoinPurchase, type CoinPurchaseOptions, type PurchaseAnswer, type PurchaseStatus } from './useCoinPurchase';
