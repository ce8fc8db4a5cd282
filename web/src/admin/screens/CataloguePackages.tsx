/** Recharge packages, and per upgrade tier its base price and packages; each row saves on its own. */
import type { Packages } from '../../features/admin/types';
import { useStaffQuery } from '../../features/admin/useStaffQuery';
import { useAdminText } from '../useAdminText';
import { Muted, SubHeading } from '../Page.styles';
import { PackageRow, TierPrice } from './PackageRow';
import { ErrorText } from '../ui';

export function CataloguePackages() {
  const { t, failure } = useAdminText();
  const packages = useStaffQuery<Packages>('/member/admin/packages/list');
  if (packages.error) return <ErrorText>{failure(packages.error)}</ErrorText>;
  if (!packages.data) return <Muted>{t('common.loading')}</Muted>;
  return (
    <>
      <SubHeading>{t('catalogue.recharge')}</SubHeading>
      {packages.data.recharge.map((pack) => (
        <PackageRow key={pack.id} path="/member/admin/packages/recharge/save" pack={pack} onSaved={packages.reload} />
      ))}
      <PackageRow path="/member/admin/packages/recharge/save" onSaved={packages.reload} />
      {packages.data.tiers.map((tier) => (
        <section key={tier.tier} aria-label={t('catalogue.upgrade', { tier: tier.tier })}>
          <SubHeading>{t('catalogue.upgrade', { tier: tier.tier })}</SubHeading>
          <TierPrice tier={tier.tier} basePrice={tier.base_price} onSaved={packages.reload} />
          {tier.packages.map((pack) => (
            <PackageRow
              key={pack.id}
              path="/member/admin/packages/upgrade/save"
              tier={tier.tier}
              pack={pack}
              onSaved={packages.reload}
            />
          ))}
          <PackageRow path="/member/admin/packages/upgrade/save" tier={tier.tier} onSaved={packages.reload} />
        </section>
      ))}
    </>
  );
}
