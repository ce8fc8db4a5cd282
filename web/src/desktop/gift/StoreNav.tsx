/** The store's two pages as tabs: the catalogue (store/index) and the gifts received (store/mine). */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { desktopPaths } from '../../app/paths';
import { Tabs } from '../../app/ui';

export function StoreNav({ current }: { current: 'index' | 'mine' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs
      label={t('desk.store.nav')}
      value={current}
      onValueChange={(value: string) => navigate(value === 'mine' ? desktopPaths.storeMine : desktopPaths.store)}
      items={[
        { id: 'index', label: t('desk.store.index') },
        { id: 'mine', label: t('desk.store.mine') },
      ]}
    />
  );
}
