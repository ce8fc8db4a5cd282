import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GiftPicker } from './GiftPicker';
import { giftCategories, gifts } from '../../testing/fixtures';
import { dearGift, longNameGift } from '../../testing/fixtures/storeAndMenus';
import { storyText } from '../../testing/storyText';
import { VariantGrid } from '../../docs/VariantGrid';
import { memberStoryTexts } from '../../docs/memberStoryTexts';
import { docsExample } from '../../docs/docsExample';
import { TextField } from '../TextField';
import { useLocale } from '../../i18n/LocaleProvider';
import { useExampleText } from '../../docs/exampleTexts';

/** A catalogue with a long category name, a long gift name and a five-digit price. */
const longCatalogue = [
  {
    id: 9,
    classifye: 'Limited Valentine specials',
    classifyc: '情人节限定特别礼物',
    classifyf: '情人節限定特別禮物',
    gifts: [longNameGift, dearGift, gifts[0]],
  },
  ...giftCategories,
];

const meta = {
  title: 'Components/GiftPicker',
  component: GiftPicker,
  args: { texts: memberStoryTexts({}).gift, categories: giftCategories, onSend: fn() },
  argTypes: {
    texts: { control: false },
    categories: {
      control: 'select',
      options: ['catalogue', 'withLongNames'],
      mapping: { catalogue: giftCategories, withLongNames: longCatalogue },
      labels: { catalogue: 'Sample catalogue (3 categories)', withLongNames: 'With long names and prices' },
    },
    defaultGiftId: {
      control: 'select',
      options: [0, 1, 8, 12],
      labels: { 0: 'None', 1: 'Rose', 8: 'Ring', 12: 'Yacht' },
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Sends a virtual gift: a category, a gift, an optional message and quantity, then the total in credits and the send button.',
      },
    },
  },
  // The story's language picks the texts.
  render: (args, { globals }) => <GiftPicker {...args} texts={memberStoryTexts(globals).gift} />,
} satisfies Meta<typeof GiftPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the first category is open. */
export const Empty: Story = {};
/** A gift chosen in the luxury category: the total shows above the send button. */
export const GiftChosen: Story = { args: { defaultGiftId: 8 } };
/** Screens that always send one gift. */
export const SingleQuantity: Story = { args: { defaultGiftId: 1, allowQuantity: false } };
/** Sending: the button is busy and ignores taps. */
export const Sending: Story = { args: { defaultGiftId: 2, sending: true } };
/** Sending without a gift: the error under the gifts asks for one. */
export const NoGiftError: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('gift.send') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('gift.noGift'));
  },
};
/** Nobody named yet (the store and /m/home/gift/send): the recipient's username comes first. */
export const WithRecipient: Story = {
  args: { recipient: { value: 'carol', onChange: fn() }, defaultGiftId: 1 },
};
/** The recipient's name was not found: the error shows under the field. */
export const RecipientError: Story = {
  args: { recipient: { value: 'nobody0000', onChange: fn(), error: 'User does not exist' } },
};
/** The catalogue is loading: a status line instead of the form. */
export const Loading: Story = { args: { categories: undefined } };
/** The shop has no gifts (or the catalogue could not be loaded). */
export const NoCatalogue: Story = { args: { categories: [] } };
/** A long category name, a long gift name and a 52,000-credit total. */
export const LongNames: Story = { args: { categories: longCatalogue, defaultGiftId: dearGift.id } };

const states = ['nothing chosen', 'gift chosen', 'sending'] as const;
// Without the stepper: the SingleQuantity story. The grid stays light for the story tests.
const quantities = ['with quantity'] as const;

/** Nothing chosen, a gift chosen and sending. */
export const AllVariants: Story = {
  parameters: { controls: { disable: true }, layout: 'fullscreen' },
  render: (args, { globals }) => (
    <VariantGrid
      caption="GiftPicker: state × quantity"
      rows={states}
      columns={quantities}
      render={(state, quantity) => (
        <div style={{ width: 340 }}>
          {/* Three forms on one page need three names (axe: landmark-unique). */}
          <GiftPicker
            {...args}
            texts={memberStoryTexts(globals).gift}
            aria-label={`${state}, ${quantity}`}
            defaultGiftId={state === 'nothing chosen' ? undefined : 8}
            sending={state === 'sending'}
            allowQuantity={quantity === 'with quantity'}
          />
        </div>
      )}
    />
  ),
};

/** Do: a short, friendly placeholder and the limit on the field. */
export const DoShortPlaceholder: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    return <TextField label={t('gift.message')} placeholder={t('gift.messagePlaceholder')} maxLength={50} />;
  },
};

/** Don't: instructions in the placeholder, which disappear as the member types. */
export const DontLongPlaceholder: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    const text = useExampleText();
    return (
      <TextField
        label={t('gift.message')}
        placeholder={text({
          zhtw: '請在這裡輸入你想對對方說的話，最多五十個字，謝謝',
          zhcn: '请在这里输入你想对对方说的话，最多五十个字，谢谢',
          en: 'Please type here what you want to say to them, fifty characters at most, thank you',
        })}
      />
    );
  },
};
