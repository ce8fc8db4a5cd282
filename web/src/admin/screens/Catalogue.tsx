/** Admin: gifts and their categories, recharge and upgrade packages, and the authority lists of vip 0, 1 and 2. */
import { useState, type ReactNode } from 'react';
import { useAdminText } from '../useAdminText';
import { ScreenTitle } from '../Page.styles';
import { Tabs } from '../ui';
import { CatalogueAuthorities } from './CatalogueAuthorities';
import { CatalogueGifts } from './CatalogueGifts';
import { CataloguePackages } from './CataloguePackages';

export default function Catalogue() {
  const { t } = useAdminText();
  const [tab, setTab] = useState('gifts');
  const panel = (id: string, node: ReactNode) => (tab === id ? node : null);
  return (
    <>
      <ScreenTitle title={t('catalogue.heading')} />
      <Tabs
        label={t('catalogue.heading')}
        value={tab}
        onValueChange={setTab}
        items={[
          { id: 'gifts', label: t('catalogue.gifts'), content: panel('gifts', <CatalogueGifts />) },
          { id: 'packages', label: t('catalogue.packages'), content: panel('packages', <CataloguePackages />) },
          {
            id: 'authorities',
            label: t('catalogue.authorities'),
            content: panel('authorities', <CatalogueAuthorities />),
          },
        ]}
      />
    </>
  );
}
