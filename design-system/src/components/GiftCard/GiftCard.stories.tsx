import type { Meta, StoryObj } from '@storybook/react-vite';
import { GiftCard } from './GiftCard';
import { gifts } from '../../testing/fixtures';
import { dearGift, longNameGift, longNames } from '../../testing/fixtures/storeAndMenus';
import { VariantGrid } from '../../docs/VariantGrid';
import { docsExample } from '../../docs/docsExample';

/** Gifts to pick from in the props table (the catalogue object itself has no readable control). */
const giftPresets = { rose: gifts[0], ring: gifts[7], teddy: gifts[4], longName: longNameGift, yacht: dearGift };

const meta = {
  title: 'Components/GiftCard',
  component: GiftCard,
  args: { gift: gifts[0] },
  argTypes: {
    gift: {
      control: 'select',
      options: Object.keys(giftPresets),
      mapping: giftPresets,
      labels: {
        rose: 'Rose, 10 credits',
        ring: 'Ring, 520 credits',
        teddy: 'Teddy bear, 120 credits',
        longName: 'Long name, 1,288 credits',
        yacht: 'Yacht, 52,000 credits',
      },
    },
    giverName: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component: 'A gift picture with its name and its price in credits (store, picker) or who sent it (received).',
      },
    },
  },
  decorators: [
    // One card at its width in the picker's grid; stories of several cards set parameters.width.
    (Story, { parameters }: { parameters: { width?: number } }) => (
      <div style={{ width: parameters.width ?? 140 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GiftCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A gift in the store: picture, name and price in credits. */
export const InStore: Story = {};
/** The gift chosen in the picker: brand border and tint. */
export const Selected: Story = { args: { gift: gifts[7], selected: true } };
/** A received gift shows who sent it instead of the price. */
export const Received: Story = { args: { gift: gifts[4], giverName: 'Jason' } };
/** A long gift name wraps under the picture; the card keeps its width. */
export const LongName: Story = { args: { gift: longNameGift } };
/** A long Chinese and a long English giver name wrap inside the card. */
export const LongGiverNames: Story = {
  parameters: { width: 292 },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', gap: 12 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      <GiftCard {...args} gift={gifts[1]} giverName={longNames.chinese} />
      <GiftCard {...args} gift={gifts[8]} giverName={longNames.english} />
    </>
  ),
};

const rows = ['in store', 'selected', 'received', 'long name'] as const;
const columns = ['10 credits', '52,000 credits'] as const;

/** Every state (in store, selected, received, long name) at a cheap and the dearest price. */
export const AllVariants: Story = {
  parameters: { controls: { disable: true }, layout: 'fullscreen', width: 360 },
  render: (args) => (
    <VariantGrid
      caption="GiftCard: state × price"
      rows={rows}
      columns={columns}
      render={(row, column) => {
        const gift = row === 'long name' ? longNameGift : column === '10 credits' ? gifts[0] : dearGift;
        return (
          <div style={{ width: 132 }}>
            <GiftCard
              {...args}
              gift={gift}
              selected={row === 'selected'}
              giverName={row === 'received' ? 'Jason' : undefined}
            />
          </div>
        );
      }}
    />
  ),
};

/** Do: cards of one grid share a width; the price says credits. */
export const DoOneWidthPerGrid: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 120px)', gap: 8 }}>
      <GiftCard gift={gifts[0]} />
      <GiftCard gift={gifts[7]} selected />
    </div>
  ),
};

/** Don't: received and store cards mixed in one grid; the member cannot tell price from sender. */
export const DontMixReceivedAndStore: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 120px)', gap: 8 }}>
      <GiftCard gift={gifts[0]} />
      <GiftCard gift={gifts[7]} giverName="Jason" />
    </div>
  ),
};
