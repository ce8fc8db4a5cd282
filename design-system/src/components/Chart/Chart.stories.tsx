import type { Meta, StoryObj } from '@storybook/react-vite';
import { Chart, type ChartPoint } from './Chart';
import { useLocale } from '../../i18n/LocaleProvider';
import { formatUsd } from '../../commerce/pricing';
import { allVariantsParameters, VariantGrid } from '../../docs/VariantGrid';
import { longChineseText, longEnglishText } from '../../testing/fixtures/longText';
import { docsExample } from '../../docs/docsExample';
import { useExampleText } from '../../docs/exampleTexts';

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
  // An empty title shows the story's translated one; typing in the control replaces it.
  args: { title: '', data: [] },
  argTypes: {
    kind: {
      control: 'select',
      options: ['bar', 'line'],
      labels: { bar: 'bar (counts per day)', line: 'line (money per day)' },
    },
    formatValue: {
      control: 'select',
      options: ['number', 'usd'],
      mapping: { number: String, usd: formatUsd },
      labels: { number: 'plain number', usd: 'US dollars ($19.90)' },
    },
    aspect: { control: { type: 'range', min: 1, max: 5, step: 0.5 } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A series over time (per day) as bars or a line, for the staff console; screen readers get the same values as a table.',
      },
    },
  },
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign-ups per day as bars. */
export const Bars: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    const data = days(1);
    const total = data.reduce((sum, point) => sum + point.value, 0);
    return <Chart {...args} title={args.title || t('menu.signUp')} summary={total} data={data} />;
  },
};

/** Revenue per day as a line, values as money. */
export const Line: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Chart {...args} kind="line" title={args.title || t('nav.recharge')} data={days(19.9)} formatValue={formatUsd} />
    );
  },
};

/** A period without data: a flat line of zeros. */
export const Empty: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <Chart {...args} title={args.title || t('menu.signUp')} data={days(0)} />;
  },
};

/** A long Chinese and a long English title: the title wraps and the total stays beside it. */
export const LongTitle: Story = {
  render: function Render(args) {
    const data = days(1);
    const total = data.reduce((sum, point) => sum + point.value, 0);
    return (
      <div style={{ display: 'grid', gap: 24, maxWidth: 420 }}>
        <Chart {...args} title={longChineseText} summary={total} data={data} />
        <Chart
          {...args}
          kind="line"
          title={longEnglishText}
          summary={formatUsd(total * 19.9)}
          data={days(19.9)}
          formatValue={formatUsd}
        />
      </div>
    );
  },
};

const shapes = ['a month', 'one day', 'all zero', 'large values'] as const;
const kinds = ['bar', 'line'] as const;
const series = {
  'a month': days(1),
  'one day': days(1).slice(-1),
  'all zero': days(0),
  'large values': days(12345),
};

/** Every data shape × kind in one grid. */
export const AllVariants: Story = {
  parameters: allVariantsParameters,
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <VariantGrid
        caption="Chart: data × kind"
        rows={shapes}
        columns={kinds}
        render={(shape, kind) => (
          <div style={{ width: 320 }}>
            <Chart
              {...args}
              kind={kind}
              title={kind === 'bar' ? t('menu.signUp') : t('nav.recharge')}
              data={series[shape]}
              formatValue={kind === 'line' ? formatUsd : String}
              aspect={2}
            />
          </div>
        )}
      />
    );
  },
};

const rechargesByDay: ChartPoint[] = [
  { label: '11-22', value: 59.7 },
  { label: '11-23', value: 19.9 },
  { label: '11-24', value: 99.5 },
];

/** Do: name what is counted and format money as money. */
export const DoNameWhatIsCounted: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    return (
      <div style={{ width: '100%' }}>
        <Chart title={t('nav.recharge')} kind="line" formatValue={formatUsd} data={rechargesByDay} />
      </div>
    );
  },
};

/** Don't: a vague title and raw numbers; 59.7 of what? */
export const DontVagueTitle: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const text = useExampleText();
    return (
      <div style={{ width: '100%' }}>
        <Chart title={text({ zhtw: '圖表', zhcn: '图表', en: 'Chart' })} kind="bar" data={rechargesByDay} />
      </div>
    );
  },
};
