/**
 * The texts of the design system's GiftGrid, GiftCatalogue and GiftPicker: they ship with the gift
 * screens, not with the first screen (the /m/login and /w/login bundle budgets).
 */
import { useTranslation } from '../../app/i18n/react';
import { resolveLocale, type GiftCatalogueTexts, type GiftPickerTexts, type Locale } from '../../app/ui';

type GiftTexts = GiftCatalogueTexts & GiftPickerTexts;

const TEXTS: Record<Locale, GiftTexts> = {
  en: {
    loading: 'Loading gifts…',
    loadFailed: 'The gifts could not be loaded',
    catalogueEmpty: 'The gift shop is empty',
    categoryEmpty: 'No gifts in this category',
    sendThis: 'Send {name}',
    recipient: 'To (username)',
  },
  zhcn: {
    loading: '礼物加载中…',
    loadFailed: '礼物加载失败',
    catalogueEmpty: '礼物商城暂无礼物',
    categoryEmpty: '该分类暂无礼物',
    sendThis: '赠送 {name}',
    recipient: '送给（用户名）',
  },
  zhtw: {
    loading: '禮物載入中…',
    loadFailed: '禮物載入失敗',
    catalogueEmpty: '禮物商城暫無禮物',
    categoryEmpty: '該分類暫無禮物',
    sendThis: '贈送 {name}',
    recipient: '送給（使用者名稱）',
  },
};

/** The gift components' texts in the screen's language. */
export function useGiftTexts(): GiftTexts {
  const { i18n } = useTranslation();
  return TEXTS[resolveLocale(i18n.language)];
}
