import type { savedEn } from './savedEn';

/** 儲存的搜尋（繁體）。 */
export const savedZhtw: Record<keyof typeof savedEn, string> = {
  title: '儲存的搜尋',
  name: '為這個搜尋命名',
  namePlaceholder: '例如：台北的健行同好',
  save: '儲存目前的篩選',
  remove: '刪除',
  removeLabel: '刪除儲存的搜尋 {{name}}',
  empty: '還沒有儲存的搜尋。儲存常用的篩選條件；有新會員符合時，我們會在摘要郵件中告訴你。',
  nameRequired: '請為搜尋命名。',
  limit: '你已有 10 個儲存的搜尋：刪除一個後才能再儲存。',
  badFilters: '這些篩選條件無法儲存：請檢查年齡和國家。',
  upgrade: '升級會員即可儲存搜尋',
  failed: '操作失敗，請再試一次。',
};
