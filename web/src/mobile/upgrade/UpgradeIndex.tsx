/**
 * /m/home/upgrade/index: choose silver (vip1) or gold (vip2) and a package (docs/product.md sections 2, 4, 6).
 * Each card shows the monthly price (amounts / months, 2 decimals) and the saving against the tier's
 * base price; each tier lists its privileges from initdata. One second after the packages arrive the
 * first silver package is chosen unless the member chose already. Next goes to upgradelist.
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { useToast } from '../../app/toast';
import { Button, EmptyState, PackageCard, formatUsd } from '../../app/ui';
import { Page, Paragraph, ScreenHeader, Stack, TextLink } from '../layout';
import { Legend, Packages } from '../payment/packageLayout';
import type { UpgradeTier } from '../../features/upgrade/upgradeApi';
import { useUpgradeChoice } from '../../features/upgrade/useUpgradeChoice';
import { PrivilegeList } from './tierPrivileges';
import { useTierPrivileges, type TierPrivileges } from '../../features/upgrade/tierPrivileges';
import { mobilePaths } from '../../app/paths';

/** docs/product.md section 4: the first silver package is chosen after 1 s (features/upgrade/useUpgradeChoice). */
export { DEFAULT_CHOICE_MS } from '../../features/payment/rechargeApi';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};
`;

const TierTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.text.title.size};
  line-height: ${({ theme }) => theme.text.title.lineHeight};
  font-weight: ${({ theme }) => theme.text.title.weight};
`;

function TierSection({
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
    <Section aria-label={name}>
      <TierTitle>{name}</TierTitle>
      <Paragraph>{t('upgrade.basePrice', { price: formatUsd(data.price) })}</Paragraph>
      <Packages>
        <Legend>{name}</Legend>
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
      </Packages>
      <PrivilegeList tier={tier} privileges={privileges} />
    </Section>
  );
}

export default function UpgradeIndex() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const privileges = useTierPrivileges();
  const { tiers, failed, selected, choose } = useUpgradeChoice();

  const next = () => {
    const pkg = [...(tiers?.vip1?.packages ?? []), ...(tiers?.vip2?.packages ?? [])].find((p) => p.id === selected);
    if (!pkg) {
      toast.show({ message: t('upgrade.choosemeal'), tone: 'warning' });
      return;
    }
    navigate(mobilePaths.upgradePay(Number(pkg.amounts).toFixed(2), pkg.id));
  };

  return (
    <Page $withTabBar>
      <ScreenHeader title={t('upgrade.heading')} back={-1} />
      {failed && <EmptyState title={t('upgrade.loadFailed')} />}
      {tiers && (
        <Stack $gap="lg">
          {tiers.vip1 && (
            <TierSection tier={1} data={tiers.vip1} selected={selected} onChoose={choose} privileges={privileges} />
          )}
          {tiers.vip2 && (
            <TierSection tier={2} data={tiers.vip2} selected={selected} onChoose={choose} privileges={privileges} />
          )}
        </Stack>
      )}
      <Paragraph>{t('upgrade.terms')}</Paragraph>
      <TextLink to={mobilePaths.upgradeInfo}>{t('upgrade.moreInfo')}</TextLink>
      <Button size="lg" fullWidth variant="primary" onClick={next}>
        {t('upgrade.next')}
      </Button>
    </Page>
  );
}
