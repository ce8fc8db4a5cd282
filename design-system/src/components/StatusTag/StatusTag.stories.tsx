import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusTag } from './StatusTag';
import { orderStates, orderStateTone } from '../../commerce/orderState';
import { staffStoryTexts } from '../../docs/staffStoryTexts';
import { allVariantsParameters, VariantGrid } from '../../docs/VariantGrid';
import { Stack } from '../Stack';

const meta = {
  title: 'Components/StatusTag',
  component: StatusTag,
  args: { tone: 'success', children: '' },
  argTypes: {
    tone: { control: 'select', options: ['neutral', 'info', 'success', 'warning', 'danger'] },
    children: { control: 'text' },
  },
  // The word follows the story's language unless the control gives one; tags stand in a list here, as
  // in a table cell they stand in the row.
  render: function Render(args, { globals }) {
    return (
      <Stack as="ul" direction="row" gap="sm">
        <li>
          <StatusTag {...args}>{args.children || staffStoryTexts(globals).orderState.paid}</StatusTag>
        </li>
      </Stack>
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'The state of a record in a table or a detail (an order, a member, a report): a translated word on a tinted pill with a dot.',
      },
    },
  },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paid order. */
export const Paid: Story = {};

/** Every order state with its tone (`orderStateTone`), as /admin Orders shows them. */
export const OrderStates: Story = {
  render: function Render(args, { globals }) {
    const words = staffStoryTexts(globals).orderState;
    return (
      <Stack as="ul" direction="row" gap="sm" wrap>
        {orderStates.map((state) => (
          <li key={state}>
            <StatusTag {...args} tone={orderStateTone[state]}>
              {words[state]}
            </StatusTag>
          </li>
        ))}
      </Stack>
    );
  },
};

/** A member's account: active, under review, suspended. */
export const MemberStatus: Story = {
  render: function Render(args, { globals }) {
    const words = staffStoryTexts(globals).memberStatus;
    return (
      <Stack as="ul" direction="row" gap="sm" wrap>
        <li>
          <StatusTag {...args} tone="success">
            {words.active}
          </StatusTag>
        </li>
        <li>
          <StatusTag {...args} tone="warning">
            {words.review}
          </StatusTag>
        </li>
        <li>
          <StatusTag {...args} tone="danger">
            {words.suspended}
          </StatusTag>
        </li>
      </Stack>
    );
  },
};

/** A word too long for its cell is cut with an ellipsis; the whole word is its title. */
export const InNarrowCell: Story = {
  render: function Render(args, { globals }) {
    return (
      <Stack as="ul" style={{ width: 72 }}>
        <li style={{ display: 'flex', minWidth: 0 }}>
          <StatusTag {...args} tone="info">
            {staffStoryTexts(globals).orderState.pending}
          </StatusTag>
        </li>
      </Stack>
    );
  },
};

const tones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;

/** Every tone. */
export const AllVariants: Story = {
  parameters: allVariantsParameters,
  render: function Render(args, { globals }) {
    const words = staffStoryTexts(globals).orderState;
    return (
      <VariantGrid
        caption="StatusTag: tone"
        rows={tones}
        columns={['tag'] as const}
        render={(tone) => (
          <StatusTag {...args} tone={tone}>
            {words[orderStates.find((state) => orderStateTone[state] === tone) ?? 'created']}
          </StatusTag>
        )}
      />
    );
  },
};
