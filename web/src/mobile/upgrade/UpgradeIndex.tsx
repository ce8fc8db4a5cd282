/**
 * /m/home/upgrade/index: choose silver (vip1) or gold (vip2) and a package (docs/product.md sections 2, 4, 6).
 * Each card shows the monthly price (amounts / months, 2 decimals) and the saving against the tier's
 * base price; each tier lists its privileges from initdata. One second after the packages arrive the
 * first silver package is chosen unless the member chose already. Next goes to upgradelist.
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { useToast } from '../../app/toast';
import { Button, EmptyState, TierCard } from '../../app/ui';
import { Page, Paragraph, Stack, TextLink } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { useTierCards } from '../../features/upgrade/useTierCards';
import { mobilePaths } from '../../app/paths';

/** docs/product.md section 4: the first silver package is chosen after 1 s (features/upgrade/useUpgradeChoice). */
export { DEFAULT_CHOICE_MS } from '../../features/payment/rechargeApi';

export default function UpgradeIndex() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { cards, failed, chosen } = useTierCards();

  const next = () => {
    if (!chosen) {
      toast.show({ message: t('upgrade.choosemeal'), tone: 'warning' });
      return;
    }
    navigate(mobilePaths.upgradePay(Number(chosen.pkg.amounts).toFixed(2), chosen.pkg.id));
  };

  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={t('upgrade.heading')} back={-1} />
      {failed && <EmptyState title={t('upgrade.loadFailed')} />}
      {cards.length > 0 && (
        <Stack $gap="lg">
          {cards.map((card) => (
            <TierCard key={card.tier} {...card} />
          ))}
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
