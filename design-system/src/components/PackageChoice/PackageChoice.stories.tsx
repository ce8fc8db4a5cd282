import { useId, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PackageChoice } from './PackageChoice';
import { useLocale } from '../../i18n/LocaleProvider';
import { docsExample } from '../../docs/docsExample';
import { useExampleText } from '../../docs/exampleTexts';

const topUps = [
  { id: 1, amounts: '100.00' },
  { id: 2, amounts: '300.00' },
  { id: 3, amounts: '800.00' },
  { id: 4, amounts: '1500.00' },
];
const silverPlans = [
  { id: 11, amounts: '29.99', duration: 1 },
  { id: 12, amounts: '79.99', duration: 3 },
  { id: 13, amounts: '239.99', duration: 12 },
];

const meta = {
  title: 'Components/PackageChoice',
  component: PackageChoice,
  args: { legend: '', name: 'recharge', packages: topUps, selected: 3, onChoose: fn() },
  argTypes: { legend: { control: 'text' }, selected: { control: 'select', options: [null, 1, 2, 3, 4] } },
  parameters: {
    docs: {
      description: {
        component:
          'The packages of one order as one radio group of package cards: the recharge amounts, or one tier’s plans (TierCard uses it). Two cards a row on phones, three on the desktop.',
      },
    },
  },
  // The chosen card follows a click as it does on the screens; the legend is in the story's language.
  render: function Render(args) {
    const { t } = useLocale();
    const [selected, setSelected] = useState(args.selected);
    const name = `${args.name}-${useId()}`;
    const choose = (id: number) => {
      setSelected(id);
      args.onChoose(id);
    };
    return (
      <PackageChoice
        {...args}
        name={name}
        legend={args.legend || t(args.tier ? `vip.${args.tier}` : 'nav.recharge')}
        selected={selected}
        onChoose={choose}
      />
    );
  },
} satisfies Meta<typeof PackageChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Credit top-ups, the third (800.00) chosen as the recharge screens do after a second. */
export const TopUps: Story = {};
/** Nothing chosen yet. */
export const NothingChosen: Story = { args: { selected: null } };
/** A tier's plans: price per month and the saving against the base price. */
export const SilverPlans: Story = {
  args: { name: 'upgrade', packages: silverPlans, tier: 1, basePrice: '29.99', selected: 12 },
};
/** Four cards a row on a wide panel. */
export const FourColumns: Story = { args: { columns: 4 } };

/** Do: one group per order, one package chosen. */
export const DoOneGroupPerOrder: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { packages: [topUps[0], topUps[2]], selected: 3 },
};

/** Don't: top-ups and membership plans in one group; they are different orders. */
export const DontMixOrders: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render(args) {
    const text = useExampleText();
    return (
      <PackageChoice
        {...args}
        legend={text({ zhtw: '方案', zhcn: '方案', en: 'Plans' })}
        packages={[topUps[0], silverPlans[1]]}
        selected={null}
      />
    );
  },
};
