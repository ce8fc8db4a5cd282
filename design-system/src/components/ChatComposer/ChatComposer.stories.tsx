import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatComposer } from './ChatComposer';
import { VariantGrid } from '../../docs/VariantGrid';
import { storyText } from '../../testing/storyText';
import { useLocale } from '../../i18n/LocaleProvider';
import { docsExample } from '../../docs/docsExample';

const meta = {
  title: 'Components/ChatComposer',
  component: ChatComposer,
  args: { onSend: fn(), onSendImage: fn(), onGift: fn(), onTranslateChange: fn() },
  argTypes: { defaultValue: { control: 'text' } },
  parameters: {
    docs: {
      description: {
        component:
          'The chat input: a growing text box with send, and the tools under it (translate, picture, emoticons, gift). Enter sends on desktop; blank text is refused with a message.',
      },
    },
  },
} satisfies Meta<typeof ChatComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (text: string) => ({ docs: { description: { story: text } } });

export const Empty: Story = { parameters: story('Nothing typed: the placeholder and every tool.') };
export const WithText: Story = {
  args: { defaultValue: 'See you at 7 [wink]' },
  parameters: story('Text typed, with an emoticon code.'),
};
export const TranslateOn: Story = {
  args: { translateOn: true },
  parameters: story('The translation helper switched on: its button is pressed.'),
};
/** vip 0 on mobile: no picture button. */
export const NoImage: Story = {
  args: { canSendImage: false },
  parameters: story('A free member on mobile: no picture button.'),
};
export const EmoticonsOpen: Story = {
  args: { defaultEmoticonsOpen: true },
  parameters: story('The emoticon panel open under the tools.'),
};

/** Sending blank text shows "content can't be empty". */
export const EmptyRejected: Story = {
  parameters: story('Error: sending blank text is refused with “content can’t be empty”.'),
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const text = storyText(globals);
    await userEvent.type(canvas.getByRole('textbox', { name: text('chat.messageLabel') }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: text('chat.send') }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(text('chat.emptyError'));
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
export const LongText: Story = {
  args: {
    defaultValue:
      '我這週末有空，要不要一起去喝咖啡？聽說信義區新開了一家很不錯的店，還有現場爵士樂。https://kindred.example/w/home/user/detail/100?from=chat',
  },
  parameters: story('Overflow: a long Chinese message with a long link stays inside the box and scrolls.'),
};
export const Focused: Story = {
  parameters: {
    pseudo: { focusVisible: true },
    ...story('Keyboard focus: the focus ring on the box and the buttons.'),
  },
};
export const Hovered: Story = {
  args: { defaultValue: 'Hi!' },
  parameters: { pseudo: { hover: true }, ...story('Pointer over the tools: their hover background.') },
};

const rows = ['empty', 'with text', 'translate on', 'no picture (free, mobile)'] as const;
const columns = ['default', 'no gift'] as const;

/** Every state × tool set in one grid. */
export const AllVariants: Story = {
  parameters: {
    controls: { disable: true },
    ...story('Every state (rows) with and without the gift tool (columns).'),
  },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <VariantGrid
        caption="ChatComposer: state × tools"
        rows={rows}
        columns={columns}
        render={(row, column) => (
          <div style={{ width: 320 }}>
            <ChatComposer
              {...args}
              defaultValue={row === 'with text' ? '週五晚上見 [wink]' : ''}
              translateOn={row === 'translate on'}
              canSendImage={row !== 'no picture (free, mobile)'}
              onGift={column === 'no gift' ? undefined : args.onGift}
              // One landmark name per grid cell (axe: landmark-unique).
              aria-label={`${t('chat.messageLabel')}: ${row}, ${column}`}
            />
          </div>
        )}
      />
    );
  },
};

/** Do: only the actions this conversation allows (no picture, no gift here). */
export const DoOnlyWhatTheChatAllows: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { canSendImage: false, onGift: undefined },
};

/** Don't: every button whatever the conversation allows. */
export const DontEveryButton: Story = { ...docsExample(), tags: ['!dev', '!autodocs'] };
