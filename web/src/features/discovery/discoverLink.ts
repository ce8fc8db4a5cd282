/**
 * The label of the way into discovery search from the member lists' name search, in the three
 * languages: a few words kept out of the app's tables (the first screen's bundle budget) and out of
 * the discovery texts (which the lists' chunks would otherwise carry whole).
 */
import { useTranslation } from '../../app/i18n/react';

const LABELS: Record<string, string> = {
  en: 'Search with filters: age, place, online now, interests',
  zhcn: '按条件搜索：年龄、地点、在线、兴趣',
  zhtw: '依條件搜尋：年齡、地點、在線、興趣',
};

export function useDiscoverLinkLabel(): string {
  const { i18n } = useTranslation();
  return LABELS[i18n.language] ?? LABELS.zhtw!;
}
