import type { Meta, StoryObj } from '@storybook/react-vite';
import { Chart, type ChartPoint } from './Chart';
import { useLocale } from '../../i18n/LocaleProvider';
import { formatUsd } from '../../commerce/pricing';

/** Thirty days ending 24 November, with a weekly rhythm. */
const days = (scale: number): ChartPoint[] =>
  Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 26 + i));
    const month = String(date.getUTCMonth() + 1).padStart(2, '0');
    const day = String(date.getUTCDate()).padStart(2, '0');
    return { label: `${month}-${day}`, value: Math.round(scale * (3 + ((i * 7) % 5) + (i % 7 === 5 ? 4 : 0))) };
  });

const meta = {
  title: 'Components/Chart',
  component: Chart,
  args: { title: 'Chart', data: [] },
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign-ups per day as bars. */
export const Bars: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    const data = days(1);
    const total = data.reduce((sum, point) => sum + point.value, 0);
    return <Chart {...args} title={t('menu.signUp')} summary={total} data={data} />;
  },
};

/** Revenue per day as a line, values as money. */
export const Line: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <Chart {...args} kind="line" title={t('nav.recharge')} data={days(19.9)} formatValue={formatUsd} />;
  },
};

/** A period without data: a flat line of zeros. */
export const Empty: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <Chart {...args} title={t('menu.signUp')} data={days(0)} />;
  },
};
