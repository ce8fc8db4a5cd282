/**
 * /w/home/upgrade: choose silver (vip1) or gold (vip2) and a package (docs/product.md sections 2, 5). Each
 * card shows the monthly price (amounts / months) and the saving against the tier's base price; each
 * tier lists its privileges. One second after the tiers arrive the first silver package is chosen
 * unless the member chose already. The balance may pay; afterwards the new membership shows.
 */
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { useSession } from '../../app/session';
import { Button, EmptyState, PackageCard, formatUsd } from '../../app/ui';
import { useTierPrivileges, type TierPrivileges } from '../../features/upgrade/tierPrivileges';
import type { UpgradeTier } from '../../features/upgrade/upgradeApi';
import { useUpgradeChoice } from '../../features/upgrade/useUpgradeChoice';
import { Card, Columns, Content, Heading, Paragraph, Subheading } from '../layout';
import { PackageGrid, PrivilegeList } from '../payment/PackageGrid';
import { PayPanel } from '../payment/PayPanel';

const Tiers = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const tierKey = (vip: number) => (vip === 2 ? 'upgrade.level2' : vip === 1 ? 'upgrade.level1' : 'upgrade.level0');

function TierCard({
  tier,
  data,
  selected,
  onChoose,
  privileges,
}: {
  tier: 1 | 2;
  data: UpgradeTier;
  selected: number | null;
  onChoose: (id: number) => void;
  privileges: TierPrivileges | null;
}) {
  const { t } = useTranslation();
  const name = t(tier === 2 ? 'upgrade.gold' : 'upgrade.silver');
  return (
    <Card aria-label={name}>
      <Subheading>{name}</Subheading>
      <Paragraph>{t('upgrade.basePrice', { price: formatUsd(data.price) })}</Paragraph>
      <PackageGrid>
        <legend>{name}</legend>
        {data.packages.map((p) => (
          <PackageCard
            key={p.id}
            name="upgrade"
            tier={tier}
            packageId={p.id}
            amount={p.amounts}
            months={p.duration}
            basePrice={data.price}
            checked={selected === p.id}
            onChange={() => onChoose(p.id)}
          />
        ))}
      </PackageGrid>
      <PrivilegeList tier={tier} privileges={privileges} />
    </Card>
  );
}

export default function UpgradePage() {
  const { t } = useTranslation();
  const session = useSession();
  const privileges = useTierPrivileges();
  const { tiers, failed, selected, chosen, choose } = useUpgradeChoice();
  const amount = chosen ? Number(chosen.pkg.amounts).toFixed(2) : '';
  const vip = session?.vip ?? 0;
  return (
    <Content>
      <Heading>{t('desk.upgrade.heading')}</Heading>
      <Paragraph>{t('desk.upgrade.current', { tier: t(tierKey(vip)) })}</Paragraph>
      {failed && <EmptyState title={t('upgrade.loadFailed')} />}
      <Columns>
        <Tiers>
          {tiers?.vip1 && (
            <TierCard tier={1} data={tiers.vip1} selected={selected} onChoose={choose} privileges={privileges} />
          )}
          {tiers?.vip2 && (
            <TierCard tier={2} data={tiers.vip2} selected={selected} onChoose={choose} privileges={privileges} />
          )}
          <Paragraph>{t('upgrade.terms')}</Paragraph>
        </Tiers>
        <Card aria-label={t('desk.pay.method')}>
          <Subheading>{t('desk.pay.method')}</Subheading>
          {chosen ? (
            <>
              <Paragraph>
                {t('payment.upgrade', {
                  tier: t(chosen.tier === 2 ? 'upgrade.gold' : 'upgrade.silver'),
                  months: t('upgrade.months', { count: chosen.pkg.duration }),
                })}
              </Paragraph>
              <Paragraph>{t('payment.balance', { amount: formatUsd(session?.amount || '0') })}</Paragraph>
              <PayPanel
                orderType={2}
                amount={amount}
                packageId={chosen.pkg.id}
                success={(again) => (
                  <>
                    <Subheading role="status">{t('payment.success')}</Subheading>
                    <Paragraph>{t('desk.upgrade.newMembership', { tier: t(tierKey(vip)) })}</Paragraph>
                    <Button variant="secondary" onClick={again}>
                      {t('desk.upgrade.again')}
                    </Button>
                  </>
                )}
              />
            </>
          ) : (
            <Paragraph>{t('desk.pay.chooseFirst')}</Paragraph>
          )}
        </Card>
      </Columns>
    </Content>
  );
}
