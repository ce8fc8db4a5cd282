import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MailCompose } from './MailCompose';
import { storyText } from '../../testing/storyText';
import { memberStoryTexts } from '../../docs/memberStoryTexts';
import { docsExample } from '../../docs/docsExample';
import { useExampleText } from '../../docs/exampleTexts';

const meta = {
  title: 'Components/MailCompose',
  component: MailCompose,
  args: {
    texts: memberStoryTexts({}).mailCompose,
    label: 'Write mail',
    recipient: '',
    content: '',
    onRecipientChange: fn(),
    onContentChange: fn(),
    onSubmit: fn(),
  },
  argTypes: {
    texts: { control: false },
    label: { control: 'text' },
    recipient: { control: 'text' },
    content: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A mail to a member: the recipient’s username, a message of up to 50 characters with its counter, and Send. The screen checks and sends; the form shows the values and errors it is given.',
      },
    },
  },
  // The fields follow typing as they do on the screens; the story's language picks the texts.
  render: function Render(args, { globals }) {
    const [recipient, setRecipient] = useState(args.recipient);
    const [content, setContent] = useState(args.content);
    return (
      <MailCompose
        {...args}
        texts={memberStoryTexts(globals).mailCompose}
        recipient={recipient}
        content={content}
        onRecipientChange={(value) => {
          setRecipient(value);
          args.onRecipientChange(value);
        }}
        onContentChange={(value) => {
          setContent(value);
          args.onContentChange(value);
        }}
      />
    );
  },
} satisfies Meta<typeof MailCompose>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new mail: both fields empty. */
export const Empty: Story = {};
/** A reply: the recipient filled in, the message typed. */
export const Reply: Story = { args: { recipient: 'carol', content: 'See you on Saturday [smile]' } };
/** What the screen's checks found, under each field. */
export const Errors: Story = {
  args: { errors: { recipient: 'Please enter the recipient', content: "Content can't be empty" } },
};
/** Sending: the button spins and ignores presses. */
export const Sending: Story = { args: { recipient: 'carol', content: 'Hello', sending: true } };
/** Typing and sending: the counter follows and Send submits. */
export const TypeAndSend: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const t = storyText(globals);
    const texts = memberStoryTexts(globals).mailCompose;
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(texts.recipient.replace(/[()]/g, '\\$&')) }),
      'bob',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(texts.content) }), 'Hi');
    await userEvent.click(canvas.getByRole('button', { name: t('common.send') }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Do: a reply; the recipient filled in, the member writes. */
export const DoReplyFilledIn: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render(args, { globals }) {
    const text = useExampleText();
    return (
      <MailCompose
        {...args}
        texts={memberStoryTexts(globals).mailCompose}
        label={text({ zhtw: '回覆', zhcn: '回复', en: 'Reply' })}
        recipient="carol"
      />
    );
  },
};

/** Don't: errors before the member tried to send; check on Send. */
export const DontErrorsBeforeSending: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render(args, { globals }) {
    const text = useExampleText();
    const t = storyText(globals);
    return (
      <MailCompose
        {...args}
        texts={memberStoryTexts(globals).mailCompose}
        label={text({ zhtw: '寫郵件', zhcn: '写邮件', en: 'Write mail' })}
        errors={{
          recipient: text({ zhtw: '請輸入收件人', zhcn: '请输入收件人', en: 'Please enter the recipient' }),
          content: t('chat.emptyError'),
        }}
      />
    );
  },
};
