/** The store's two pages as tabs: the catalogue (store/index) and the gifts received (store/mine). */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { desktopPaths } from '../../app/paths';
import { Tabs } from '../../app/ui';

export const GiftGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

export const GiftButton = styled.button`
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;
  font: inherit;
  color: inherit;
`;

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
