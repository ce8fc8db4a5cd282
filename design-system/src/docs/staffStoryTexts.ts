/**
 * The words of the paging and state components in their stories, in the three languages. In the app
 * these texts are the screen's own (the staff console's texts ship with the console, not with the
 * members' first page), so the components take them as props; these copies are the console's texts
 * at the time of writing (web/src/admin/i18n).
 */
import type { OrderState } from '../commerce/orderState';
import type { PaginationTexts } from '../components/Pagination/Pagination';
import { resolveLocale, type Locale } from '../i18n/locales';

export interface StaffStoryTexts {
  pagination: PaginationTexts;
  orderState: Record<OrderState, string>;
  memberStatus: { active: string; review: string; suspended: string };
  loadFailed: string;
  refundFailed: string;
}

const en: StaffStoryTexts = {
  pagination: { label: 'Pages', previous: 'Previous page', next: 'Next page', page: 'Page {page}' },
  orderState: {
    created: 'Created',
    pending: 'Awaiting payment',
    paid: 'Paid',
    failed: 'Failed',
    expired: 'Expired',
    refunded: 'Refunded',
  },
  memberStatus: { active: 'Active', review: 'Under review', suspended: 'Suspended' },
  loadFailed: 'That did not work: the list could not be loaded',
  refundFailed: 'That did not work: the payment provider refused the refund',
};

const zhcn: StaffStoryTexts = {
  pagination: { label: '分页', previous: '上一页', next: '下一页', page: '第 {page} 页' },
  orderState: {
    created: '已建立',
    pending: '待付款',
    paid: '已付款',
    failed: '付款失败',
    expired: '已过期',
    refunded: '已退款',
  },
  memberStatus: { active: '正常', review: '审核中', suspended: '已封禁' },
  loadFailed: '操作失败：无法载入列表',
  refundFailed: '操作失败：支付服务拒绝了退款',
};

const zhtw: StaffStoryTexts = {
  pagination: { label: '分頁', previous: '上一頁', next: '下一頁', page: '第 {page} 頁' },
  orderState: {
    created: '已建立',
    pending: '待付款',
    paid: '已付款',
    failed: '付款失敗',
    expired: '已過期',
    refunded: '已退款',
  },
  memberStatus: { active: '正常', review: '審核中', suspended: '已停權' },
  loadFailed: '操作失敗：無法載入列表',
  refundFailed: '操作失敗：金流服務拒絕了退款',
};

const texts: Record<Locale, StaffStoryTexts> = { en, zhcn, zhtw };

/** The texts for the story's language (`globals.locale`). */
export function staffStoryTexts(globals: Record<string, unknown>): StaffStoryTexts {
  return texts[resolveLocale(globals.locale)];
}
