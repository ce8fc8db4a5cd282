import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GiftCatalogue, GiftGrid } from './GiftGrid';
import { giftCategories, gifts } from '../../testing/fixtures';
import { memberStoryTexts } from '../../docs/memberStoryTexts';
import { docsExample } from '../../docs/docsExample';

const received = [
  { ...gifts[0], key: 1, giverName: 'bob', message: 'for you' },
  { ...gifts[5], key: 2, giverName: 'carol' },
  { ...gifts[8], key: 3, giverName: 'dave', message: 'Happy birthday' },
];

const meta = {
  title: 'Components/GiftGrid',
  component: GiftGrid,
  args: { texts: memberStoryTexts({}).gift, gifts: giftCategories[0].gifts, onChoose: fn() },
  argTypes: { texts: { control: false }, gifts: { control: false }, emptyTitle: { control: 'text' } },
  parameters: {
    docs: {
      description: {
        component:
          'Gift cards in a grid: one category of the shop, each a button that sends it, or the gifts a member received with their givers. GiftCatalogue puts the categories in pill tabs.',
      },
    },
  },
  // The story's language picks the texts.
  render: (args, { globals }) => <GiftGrid {...args} texts={memberStoryTexts(globals).gift} />,
} satisfies Meta<typeof GiftGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category of the shop: each gift is a button "Send {gift}". */
export const Category: Story = {};
/** Gifts received: who sent each, the message as its tooltip; nothing to press. */
export const Received: Story = { args: { gifts: received, onChoose: undefined, 'aria-label': 'Gifts received' } };
/** A category without gifts. */
export const EmptyCategory: Story = { args: { gifts: [] } };
/** Received gifts while they load. */
export const Loading: Story = { args: { gifts: undefined } };
/** Received gifts that could not be loaded. */
export const LoadFailed: Story = { args: { gifts: null } };
/** The whole shop, a pill tab per category (GiftCatalogue). */
export const Catalogue: Story = {
  render: (args, { globals }) => (
    <GiftCatalogue
      texts={memberStoryTexts(globals).gift}
      categories={giftCategories}
      onChoose={args.onChoose ?? fn()}
    />
  ),
};
/** The shop while its catalogue loads. */
export const CatalogueLoading: Story = {
  render: (args, { globals }) => (
    <GiftCatalogue texts={memberStoryTexts(globals).gift} categories={undefined} onChoose={args.onChoose ?? fn()} />
  ),
};

/** Do: received gifts say who sent them. */
export const DoSayWhoSentThem: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: {
    style: { width: '100%' },
    gifts: [
      { ...gifts[0], key: 1, giverName: 'bob' },
      { ...gifts[5], key: 2, giverName: 'carol' },
    ],
  },
};

/** Don't: received gifts with their prices; the price is the giver's business. */
export const DontShowPrices: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { style: { width: '100%' }, gifts: [gifts[0], gifts[5]], onChoose: undefined },
};
