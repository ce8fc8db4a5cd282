import type { Meta, StoryObj } from '@storybook/react-vite';
import { VerifiedBadge } from './VerifiedBadge';
import { Avatar } from '../Avatar';
import { Stack } from '../Stack';
import { Text } from '../Typography';
import { allVariantsParameters, VariantGrid } from '../../docs/VariantGrid';

const meta = {
  title: 'Components/VerifiedBadge',
  component: VerifiedBadge,
  args: { variant: 'icon', size: 'sm' },
  argTypes: {
    variant: { control: 'select', options: ['icon', 'label'] },
    size: { control: 'select', options: ['sm', 'md'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "A verified member's check mark: staff compared a selfie in a pose chosen at random with the member's photos. Beside the name on cards, profiles and chat headers.",
      },
    },
  },
} satisfies Meta<typeof VerifiedBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The check mark alone, as member cards and chat headers show it beside a name. */
export const Icon: Story = {};

/** The mark and its word, as a profile shows it under the name. */
export const Label: Story = { args: { variant: 'label', size: 'md' } };

/** In place: after a member's name in a chat header, the way both layouts use it. */
export const BesideAName: Story = {
  render: (args) => (
    <Stack direction="row" gap="sm" align="center">
      <Avatar name="Mei" size="sm" online />
      <Text tone="primary">Mei</Text>
      <VerifiedBadge {...args} />
    </Stack>
  ),
};

const variants = ['icon', 'label'] as const;
const sizes = ['sm', 'md'] as const;

/** Every variant in both sizes. */
export const AllVariants: Story = {
  parameters: allVariantsParameters,
  render: (args) => (
    <VariantGrid
      caption="VerifiedBadge: variant × size"
      rows={variants}
      columns={sizes}
      render={(variant, size) => <VerifiedBadge {...args} variant={variant} size={size} />}
    />
  ),
};
