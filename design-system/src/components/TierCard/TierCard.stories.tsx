import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AUTHORITY_NAMES } from '@kindred/rules';
import { TierCard } from './TierCard';
import { useLocale } from '../../i18n/LocaleProvider';
import { memberStoryTexts } from '../../docs/memberStoryTexts';
import { docsExample } from '../../docs/docsExample';

const storyTexts = (globals: Record<string, unknown>) => {
  const { basePrice, privileges } = memberStoryTexts(globals);
  return { basePrice, privileges };
};

const silverPlans = [
  { id: 11, amounts: '29.99', duration: 1 },
  { id: 12, amounts: '79.99', duration: 3 },
  { id: 13, amounts: '149.99', duration: 6 },
  { id: 14, amounts: '239.99', duration: 12 },
];
const goldPlans = [
  { id: 21, amounts: '49.99', duration: 1 },
  { id: 22, amounts: '134.99', duration: 3 },
  { id: 24, amounts: '419.99', duration: 12 },
];
const silverPrivileges = AUTHORITY_NAMES.filter((name) => !/video|translation|free/i.test(name));

const meta = {
  title: 'Components/TierCard',
  component: TierCard,
  args: {
    texts: storyTexts({}),
    tier: 1,
    name: '',
    basePrice: '29.99',
    packages: silverPlans,
    selected: 11,
    onChoose: fn(),
    privileges: silverPrivileges,
  },
  argTypes: {
    texts: { control: false },
    tier: { control: 'select', options: [1, 2], labels: { 1: '1 · silver', 2: '2 · gold' } },
    name: { control: 'text' },
    packages: { control: false },
    privileges: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'One membership tier on the upgrade screens: its name, its base price, its packages to choose from and what it allows.',
      },
    },
  },
  // The chosen package follows a click, and the tier is named in the story's language.
  render: function Render(args, { globals }) {
    const { t } = useLocale();
    const [selected, setSelected] = useState(args.selected);
    return (
      <TierCard
        {...args}
        texts={storyTexts(globals)}
        name={args.name || t(`vip.${args.tier}`)}
        selected={selected}
        onChoose={(id) => {
          setSelected(id);
          args.onChoose?.(id);
        }}
      />
    );
  },
} satisfies Meta<typeof TierCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Silver: four packages (the first chosen) and its privileges. */
export const Silver: Story = {};
/** Gold: every authority, its twelve months chosen. */
export const Gold: Story = {
  args: { tier: 2, basePrice: '49.99', packages: goldPlans, selected: 24, privileges: AUTHORITY_NAMES },
};
/** While the privileges load: the packages only. */
export const PrivilegesLoading: Story = { args: { privileges: null } };
/** Describing a tier without choosing (the membership page): its name and privileges. */
export const PrivilegesOnly: Story = { args: { basePrice: undefined, packages: undefined, onChoose: undefined } };

/** Do: each tier its own card, its packages side by side. */
export const DoOwnCardWithBasePrice: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { packages: silverPlans.slice(0, 2), selected: 12, columns: 2 },
};

/** Don't: a tier without its base price; the savings have nothing to compare with. */
export const DontNoBasePrice: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { packages: silverPlans.slice(0, 2), basePrice: undefined, selected: null, columns: 2 },
};
