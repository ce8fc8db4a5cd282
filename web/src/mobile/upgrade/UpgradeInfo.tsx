/**
 * /m/home/upgrade/info: the member's membership (level and the silver and gold deadlines, spec
 * section 3) and what each tier allows, with the way to the upgrade screen.
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { useSession } from '../../app/session';
import { Badge, Button, TierCard } from '../../app/ui';
import { Heading, Page, Paragraph, Stack } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { useTierPrivileges } from '../../features/upgrade/tierPrivileges';
import { useTierTexts } from '../../features/upgrade/tierTexts';
import { mobilePaths } from '../../app/paths';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};
`;

/** The current tier's title with its badge beside it. */
const Title = styled(Heading).attrs({ level: 2 as const })`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export default function UpgradeInfo() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const privileges = useTierPrivileges();
  const tierTexts = useTierTexts();
  const vip = session?.vip ?? 0;
  const nowSeconds = Date.now() / 1000;
  const deadline = (tier: 1 | 2, seconds: number) => {
    const name = t(tier === 2 ? 'upgrade.gold' : 'upgrade.silver');
    if (!(seconds > nowSeconds)) return t('upgrade.notActive', { tier: name });
    const locale = i18n.language === 'en' ? 'en' : i18n.language === 'zhcn' ? 'zh-Hans' : 'zh-Hant';
    return t('upgrade.until', { tier: name, date: new Date(seconds * 1000).toLocaleDateString(locale) });
  };
  const tiers = [1, 2] as const;
  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={t('upgrade.infoTitle')} back={-1} />
      <Card aria-label={t('upgrade.current')}>
        <Title>
          {t('upgrade.current')}: {t(`upgrade.level${vip}`)}
          {vip > 0 && <Badge count={vip} dot tone="brand" label={t(`upgrade.level${vip}`)} />}
        </Title>
        <Paragraph>{deadline(1, session?.overduedate_1 ?? 0)}</Paragraph>
        <Paragraph>{deadline(2, session?.overduedate_2 ?? 0)}</Paragraph>
      </Card>
      {tiers.map((tier) => (
        <TierCard
          key={tier}
          texts={tierTexts}
          tier={tier}
          name={t(tier === 2 ? 'upgrade.gold' : 'upgrade.silver')}
          privileges={privileges?.[tier] ?? null}
        />
      ))}
      <Stack $gap="md">
        <Paragraph>{t('upgrade.terms')}</Paragraph>
        <Button size="lg" fullWidth onClick={() => navigate(mobilePaths.upgrade)}>
          {t('upgrade.upgradeNow')}
        </Button>
      </Stack>
    </Page>
  );
}
