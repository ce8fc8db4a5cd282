import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PackageCard } from './PackageCard';
import { useLocale } from '../../i18n/LocaleProvider';

const meta = {
  title: 'Components/PackageCard',
  component: PackageCard,
  args: { packageId: 2, amount: '79.99', months: 3, basePrice: '29.99', tier: 1, name: 'silver', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 12, maxWidth: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PackageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Silver, 3 months: $26.66/month, save 11%. */
export const Silver: Story = {};
export const SilverChosen: Story = { args: { defaultChecked: true } };
/** One month at the base price: no saving badge. */
export const BasePrice: Story = { args: { packageId: 1, amount: '29.99', months: 1 } };
export const GoldYear: Story = {
  args: { packageId: 8, amount: '419.99', months: 12, basePrice: '49.99', tier: 2, name: 'gold', defaultChecked: true },
};
/** Credit top-up (no months). */
export const TopUp: Story = {
  args: { packageId: 3, amount: '800.00', months: undefined, basePrice: undefined, tier: 0, name: 'recharge' },
};

/** The upgrade screen: the four silver packages as one radio group. */
export const SilverPlans: Story = {
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 12 }}>
        <Story />
      </div>
    ),
  ],
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, marginBottom: 12 }}>{t('vip.1')}</legend>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 12 }}>
          {[
            [1, '29.99', 1],
            [2, '79.99', 3],
            [3, '149.99', 6],
            [4, '239.99', 12],
          ].map(([id, amount, months]) => (
            <PackageCard
              {...args}
              key={id}
              packageId={Number(id)}
              amount={amount}
              months={Number(months)}
              defaultChecked={id === 1}
            />
          ))}
        </div>
      </fieldset>
    );
  },
};
