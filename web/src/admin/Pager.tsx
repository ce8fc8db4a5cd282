/** Previous / next page of a paged staff list. */
import { useAdminText } from './useAdminText';
import { Toolbar } from './Page.styles';
import { Button } from './ui';

export function Pager({ page, last, onPage }: { page: number; last: number; onPage: (page: number) => void }) {
  const { t } = useAdminText();
  if (last <= 1) return null;
  return (
    <Toolbar as="nav" aria-label={t('common.pageOf', { page, last })}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <span>{t('common.pageOf', { page, last })}</span>
      <Button variant="secondary" size="sm" disabled={page >= last} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
    </Toolbar>
  );
}
