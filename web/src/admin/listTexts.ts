/** The words of the console's shared list parts: Pagination under a paged table, the order states of StatusTag. */
import { useAdminText } from './useAdminText';
import { isOrderState, type PaginationTexts } from './ui';

export function useListTexts() {
  const { t } = useAdminText();
  /** Pagination fills in `{page}` itself. */
  const pagination: PaginationTexts = {
    label: t('common.pages'),
    previous: t('common.previous'),
    next: t('common.next'),
    page: t('common.page', { page: '{page}' }),
  };
  /** An order's state in the staff member's language; a state this console does not know stays as sent. */
  const orderState = (state: string) => (isOrderState(state) ? t(`orders.states.${state}`) : state);
  return { pagination, orderState };
}
