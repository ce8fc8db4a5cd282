import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within, expect } from 'storybook/test';
import { SafetyQuestion } from './SafetyQuestion';
import { ChatBubble } from '../ChatBubble';
import { safetyStoryTexts } from '../../docs/safetyStoryTexts';
import { docsExample } from '../../docs/docsExample';
import { Notice } from '../Notice';
import { useExampleText } from '../../docs/exampleTexts';

const meta = {
  title: 'Components/SafetyQuestion',
  component: SafetyQuestion,
  args: { texts: safetyStoryTexts({ locale: 'en' }), onReportAndBlock: fn(), onDismiss: fn() },
  argTypes: {
    texts: { control: false },
    state: { control: 'inline-radio', options: ['asking', 'sending', 'done', 'failed'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Under a received message the wording check flagged: "Does this bother you?" with one-tap "Report and block" (the message goes with the report) and "No".',
      },
    },
  },
  // The story's language picks the texts.
  render: (args, { globals }) => <SafetyQuestion {...args} texts={safetyStoryTexts(globals)} />,
} satisfies Meta<typeof SafetyQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question with its two answers. */
export const Asking: Story = {};

/** "Report and block" pressed: the report is on its way, "No" waits. */
export const Sending: Story = { args: { state: 'sending' } };

/** Reported and blocked: a quiet line in place of the question. */
export const Done: Story = { args: { state: 'done' } };

/** The report could not be filed: the question stays, with the reason. */
export const Failed: Story = { args: { state: 'failed' } };

/** Where the app shows it: under the received bubble it asks about. */
export const UnderAMessage: Story = {
  render: (args, { globals }) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, maxWidth: 360 }}>
      <ChatBubble
        message={{ mid: 1, type: 'txt', content: 'you are a …', img: '', sender_id: 7, create_time: 1_700_000_000 }}
        mine={false}
        senderName="bob"
      />
      <SafetyQuestion {...args} texts={safetyStoryTexts(globals)} />
    </div>
  ),
};

/** "No" is one tap, by keyboard too. */
export const DismissByKeyboard: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const words = safetyStoryTexts(globals);
    canvas.getByRole('button', { name: words.dismiss }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalled();
    await expect(args.onReportAndBlock).not.toHaveBeenCalled();
  },
};

/** Do: a quiet question under the message, with the two answers. */
export const DoQuietQuestion: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: (args, { globals }) => <SafetyQuestion {...args} texts={safetyStoryTexts(globals)} />,
};

/** Don't: an alarm that judges the sender before the member said anything. */
export const DontAlarm: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const text = useExampleText();
    return (
      <Notice tone="warning" role="alert">
        {text({
          zhtw: '此人使用了冒犯性語言！',
          zhcn: '此人使用了冒犯性语言！',
          en: 'This person used offensive language!',
        })}
      </Notice>
    );
  },
};
