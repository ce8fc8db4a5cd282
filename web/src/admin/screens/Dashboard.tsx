/** The staff home: what waits (reviews, reports, unread customer-service chats) and 30 days of sign-ups and revenue. */
import { Link } from 'react-router-dom';
import { Chart } from '@kindred/design-system/components/Chart';
import type { Dashboard as DashboardData } from '../../features/admin/types';
import { useStaffQuery } from '../../features/admin/useStaffQuery';
import { useAdminText } from '../useAdminText';
import { useFormat } from '../format';
import { Columns, Muted, Panel, ScreenTitle } from '../Page.styles';
import { Count, Figures } from './Dashboard.styles';
import { ErrorText } from '../ui';

export default function Dashboard() {
  const { t, failure } = useAdminText();
  const format = useFormat();
  const { data, error } = useStaffQuery<DashboardData>('/member/admin/dashboard');
  const heading = <ScreenTitle title={t('nav.dashboard')} />;
  if (error)
    return (
      <>
        {heading}
        <ErrorText>{failure(error)}</ErrorText>
      </>
    );
  if (!data)
    return (
      <>
        {heading}
        <Muted>{t('common.loading')}</Muted>
      </>
    );
  const days = data.days.map((day) => ({
    label: day.date.slice(5),
    signups: day.signups,
    revenue: Number(day.revenue),
  }));
  const signups = days.reduce((sum, day) => sum + day.signups, 0);
  const revenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const figures = [
    { key: 'pending', to: '/admin/review', value: data.pending_reviews },
    { key: 'reports', to: '/admin/reports', value: data.open_reports },
    { key: 'unread', to: '/admin/service', value: data.unread_cs_chats },
  ] as const;
  return (
    <>
      {heading}
      <Figures>
        {figures.map((figure) => (
          <Panel
            key={figure.key}
            as={Link}
            to={figure.to}
            aria-label={`${t(`dashboard.${figure.key}`)}: ${figure.value}`}
          >
            <Count>{figure.value}</Count>
            <Muted>{t(`dashboard.${figure.key}`)}</Muted>
          </Panel>
        ))}
      </Figures>
      <Columns>
        <Chart
          title={t('dashboard.signups')}
          summary={t('dashboard.total', { value: signups })}
          data={days.map((day) => ({ label: day.label, value: day.signups }))}
        />
        <Chart
          kind="line"
          title={t('dashboard.revenue')}
          summary={t('dashboard.total', { value: format.money(revenue) })}
          data={days.map((day) => ({ label: day.label, value: day.revenue }))}
          formatValue={format.money}
        />
      </Columns>
    </>
  );
}
