/**
 * /w/home/pay: recharge credits (docs/product.md sections 2, 5). The packages come from
 * /member/recharge/package; one second after they arrive the third (800.00) is chosen unless the
 * member chose already. After a completed payment the new balance shows (the session is refreshed).
 */
import { useTranslation } from '../../app/i18n/react';
import { useSession } from '../../app/session';
import { Button, EmptyState, PackageChoice, formatUsd, ScreenHeader } from '../../app/ui';
import { useRechargeChoice } from '../../features/payment/useRechargeChoice';
import { Card, Columns, Content, Paragraph, Subheading } from '../layout';
import { PayPanel } from './PayPanel';

export default function RechargePage() {
  const { t } = useTranslation();
  const session = useSession();
  const { failed, chosen, choice } = useRechargeChoice();
  const amount = chosen ? Number(chosen.amounts).toFixed(2) : '';
  return (
    <Content>
      <ScreenHeader size="heading" title={t('desk.pay.heading')} />
      <Columns>
        <Card aria-label={t('desk.pay.packages')}>
          <Paragraph>{t('desk.pay.balance', { amount: formatUsd(session?.amount || '0') })}</Paragraph>
          <Paragraph>{t('invest.rate')}</Paragraph>
          {failed && <EmptyState title={t('invest.loadFailed')} />}
          {choice && <PackageChoice legend={t('desk.pay.packages')} {...choice} />}
        </Card>
        <Card aria-label={t('desk.pay.method')}>
          <Subheading>{t('desk.pay.method')}</Subheading>
          {chosen ? (
            <>
              <Paragraph>{t('payment.recharge', { amount })}</Paragraph>
              <PayPanel
                orderType={1}
                amount={amount}
                packageId={chosen.id}
                success={(again) => (
                  <>
                    <Subheading role="status">{t('payment.success')}</Subheading>
                    <Paragraph>{t('desk.pay.newBalance', { amount: formatUsd(session?.amount || '0') })}</Paragraph>
                    <Button variant="secondary" onClick={again}>
                      {t('desk.pay.again')}
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
