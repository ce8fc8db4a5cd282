import { useId } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PackageCard } from './PackageCard';
import { useLocale } from '../../i18n/LocaleProvider';
import { VariantGrid } from '../../docs/VariantGrid';
import { docsExample } from '../../docs/docsExample';

const meta = {
  title: 'Components/PackageCard',
  component: PackageCard,
  args: { packageId: 2, amount: '79.99', months: 3, basePrice: '29.99', tier: 1, name: 'silver', onChange: fn() },
  argTypes: {
    tier: {
      control: 'select',
      options: [0, 1, 2],
      labels: { 0: '0 · credit top-up', 1: '1 · silver', 2: '2 · gold' },
    },
    months: { control: 'select', options: [1, 3, 6, 12] },
    amount: { control: 'text' },
    basePrice: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'One package to choose on the upgrade and recharge screens: months, price per month, total and saving, or a credit top-up. A row of them is one radio group.',
      },
    },
  },
  decorators: [
    // One card is shown at its width on the upgrade screen; grids (parameters.grid) take the row.
    (Story, { parameters }: { parameters: { grid?: boolean } }) => (
      <div style={{ paddingTop: 12, maxWidth: parameters.grid ? undefined : 260 }}>
        <Story />
      </div>
    ),
  ],
  // A docs page shows a story twice (its block and All stories): each rendering gets its own radio
  // group, or the second copy would take the first one's checked state.
  render: function Render(args) {
    return <PackageCard {...args} name={`${args.name}-${useId()}`} />;
  },
} satisfies Meta<typeof PackageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Silver, 3 months: $26.66/month, save 11%. */
export const Silver: Story = {};
/** The chosen package: brand border and tint (gold for gold packages). */
export const SilverChosen: Story = { args: { defaultChecked: true } };
/** One month at the base price: no saving badge. */
export const BasePrice: Story = { args: { packageId: 1, amount: '29.99', months: 1 } };
/** Gold, twelve months, chosen: gold border, save 30%. */
export const GoldYear: Story = {
  args: { packageId: 8, amount: '419.99', months: 12, basePrice: '49.99', tier: 2, name: 'gold', defaultChecked: true },
};
/** Credit top-up (no months). */
export const TopUp: Story = {
  args: { packageId: 3, amount: '800.00', months: undefined, basePrice: undefined, tier: 0, name: 'recharge' },
};

/** Under the pointer: the border darkens and the card lifts by 1 px. */
export const Hover: Story = { parameters: { pseudo: { hover: true } } };
/** With keyboard focus (arrow keys move between the packages of a group). */
export const Focused: Story = { parameters: { pseudo: { focusVisible: true } } };
/** A package that cannot be chosen (shorter than the member's current plan). */
export const Disabled: Story = { args: { disabled: true } };

/** The upgrade screen: the four silver packages as one radio group. */
export const SilverPlans: Story = {
  parameters: { grid: true },
  render: function Render(args) {
    const group = `${args.name}-${useId()}`;
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
              name={group}
              defaultChecked={id === 1}
            />
          ))}
        </div>
      </fieldset>
    );
  },
};

const packages = {
  'silver · 3 months': { packageId: 2, amount: '79.99', months: 3, basePrice: '29.99', tier: 1 },
  'gold · 12 months': { packageId: 8, amount: '419.99', months: 12, basePrice: '49.99', tier: 2 },
} as const;
const kinds = Object.keys(packages) as Array<keyof typeof packages>;
const looks = ['rest', 'chosen', 'hover', 'focus', 'disabled'] as const;

/** Silver and gold packages at rest, chosen, under the pointer, focused and disabled (top-ups: TopUp). */
export const AllVariants: Story = {
  parameters: {
    controls: { disable: true },
    // Wider than the 414 px phone frame: the grid takes the whole canvas.
    layout: 'fullscreen',
    grid: true,
    pseudo: { hover: ['[data-look="hover"] label'], focusVisible: ['[data-look="focus"] input'] },
  },
  render: function Render(args) {
    const group = useId();
    return (
      <VariantGrid
        caption="PackageCard: package × state"
        rows={kinds}
        columns={looks}
        render={(kind, look) => (
          <div data-look={look} style={{ width: 150, paddingTop: 12 }}>
            <PackageCard
              {...args}
              {...packages[kind]}
              name={`${group}-${kind}-${look}`}
              defaultChecked={look === 'chosen'}
              disabled={look === 'disabled'}
            />
          </div>
        )}
      />
    );
  },
};

const pair = { display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 8, paddingTop: 8, width: '100%' } as const;

/** Do: packages of one tier side by side, one of them chosen. */
export const DoOneTierSideBySide: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div style={pair}>
      <PackageCard name="do" packageId={1} amount="29.99" months={1} basePrice="29.99" tier={1} />
      <PackageCard name="do" packageId={2} amount="79.99" months={3} basePrice="29.99" tier={1} defaultChecked />
    </div>
  ),
};

/** Don't: silver and gold packages mixed in one group; the prices cannot be compared. */
export const DontMixTiers: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div style={pair}>
      <PackageCard name="dont" packageId={2} amount="79.99" months={3} basePrice="29.99" tier={1} />
      <PackageCard name="dont" packageId={8} amount="419.99" months={12} basePrice="49.99" tier={2} />
    </div>
  ),
};
