export { GiftCard, giftTitle } from './GiftCard';
export type { GiftCardProps, GiftItem } from './GiftCard';
