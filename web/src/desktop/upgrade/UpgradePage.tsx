/**
 * /w/home/upgrade: choose silver (vip1) or gold (vip2) and a package (docs/product.md sections 2, 5). Each
 * card shows the monthly price (amounts / months) and the saving against the tier's base price; each
 * tier lists its privileges. One second after the tiers arrive the first silver package is chosen
 * unless the member chose already. The balance may pay; afterwards the new membership shows.
 */
import { useTranslation } from '../../app/i18n/react';
import styled from 'styled-components';
import { useSession } from '../../app/session';
import { Button, EmptyState, TierCard, formatUsd, ScreenHeader } from '../../app/ui';
import { useTierCards } from '../../features/upgrade/useTierCards';
import { Card, Columns, Content, Paragraph, Subheading } from '../layout';
import { PayPanel } from '../payment/PayPanel';

const Tiers = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const tierKey = (vip: number) => (vip === 2 ? 'upgrade.level2' : vip === 1 ? 'upgrade.level1' : 'upgrade.level0');

export default function UpgradePage() {
  const { t } = useTranslation();
  const session = useSession();
  const { cards, failed, chosen } = useTierCards();
  const amount = chosen ? Number(chosen.pkg.amounts).toFixed(2) : '';
  const vip = session?.vip ?? 0;
  return (
    <Content>
      <ScreenHeader size="heading" title={t('desk.upgrade.heading')} />
      <Paragraph>{t('desk.upgrade.current', { tier: t(tierKey(vip)) })}</Paragraph>
      {failed && <EmptyState title={t('upgrade.loadFailed')} />}
      <Columns>
        <Tiers>
          {cards.map((card) => (
            <TierCard key={card.tier} {...card} />
          ))}
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
