export { GiftGrid, GiftCatalogue } from './GiftGrid';
export type { GiftGridProps, GiftGridGift, GiftCatalogueProps, GiftGridTexts, GiftCatalogueTexts } from './GiftGrid';
