import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MailList, MailListItem } from './MailListItem';
import { longChineseName } from '../../testing/fixtures/longText';
import { memberStoryTexts } from '../../docs/memberStoryTexts';
import { docsExample } from '../../docs/docsExample';
import { useExampleText } from '../../docs/exampleTexts';

const meta = {
  title: 'Components/MailListItem',
  component: MailListItem,
  args: {
    texts: memberStoryTexts({}).mail,
    name: 'carol',
    message: 'See you on Saturday [smile]',
    time: '3 min',
    unread: false,
    onOpen: fn(),
  },
  argTypes: {
    texts: { control: false },
    name: { control: 'text' },
    message: { control: 'text' },
    time: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'One mail of the inbox as a button that opens it: the sender, a one-line preview, when it came and a dot while unread. A card on phones, a row on the desktop; MailList holds them.',
      },
    },
  },
  // An item lives in a list: each story draws the MailList around it, in the story's language.
  render: (args, { globals }) => {
    const texts = memberStoryTexts(globals).mail;
    return (
      <MailList texts={texts}>
        <MailListItem {...args} texts={texts} />
      </MailList>
    );
  },
} satisfies Meta<typeof MailListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A mail already read. */
export const Read: Story = {};
/** Not opened yet: bold, with the unread dot. */
export const Unread: Story = { args: { unread: true } };
/** A free member's mail from a member: the text stays hidden until they upgrade. */
export const Locked: Story = { args: { unread: true, locked: true } };
/** A long sender name and a long message: both are cut to one line. */
export const LongText: Story = {
  args: {
    name: longChineseName,
    message:
      'A long message that does not fit on one line of the inbox, so the preview ends with an ellipsis [rose][rose]',
  },
};
/** The inbox could not be loaded: the failure and Try again. */
export const InboxFailed: Story = {
  render: (_, { globals }) => <MailList texts={memberStoryTexts(globals).mail} mails={null} failed onRetry={fn()} />,
};
/** An empty inbox. */
export const InboxEmpty: Story = {
  render: (_, { globals }) => <MailList texts={memberStoryTexts(globals).mail} mails={[]} />,
};
/** An inbox of three mails. */
export const Inbox: Story = {
  render: (args, { globals }) => {
    const texts = memberStoryTexts(globals).mail;
    return (
      <MailList texts={texts}>
        <MailListItem {...args} texts={texts} name="carol" unread />
        <MailListItem {...args} texts={texts} name="dave" time="1 h" message="Thanks for the rose [rose]" />
        <MailListItem {...args} texts={texts} name="erin" time="2 d" locked />
      </MailList>
    );
  },
};

/** Do: unread mail bold with its dot, read mail plain. */
export const DoUnreadBold: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render(args, { globals }) {
    const texts = memberStoryTexts(globals).mail;
    const text = useExampleText();
    return (
      <MailList texts={texts} style={{ width: '100%' }}>
        <MailListItem
          {...args}
          texts={texts}
          name="carol"
          message={text({ zhtw: '週六見 [smile]', zhcn: '周六见 [smile]', en: 'See you on Saturday [smile]' })}
          time={text({ zhtw: '3 分鐘前', zhcn: '3 分钟前', en: '3 min ago' })}
          unread
        />
        <MailListItem
          {...args}
          texts={texts}
          name="dave"
          message={text({ zhtw: '謝謝你的玫瑰', zhcn: '谢谢你的玫瑰', en: 'Thank you for the rose' })}
          time={text({ zhtw: '1 小時前', zhcn: '1 小时前', en: '1 hour ago' })}
        />
      </MailList>
    );
  },
};

/** Don't: a locked mail's text shown; a free member would read what they have not paid for. */
export const DontShowLockedText: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render(args, { globals }) {
    const texts = memberStoryTexts(globals).mail;
    const text = useExampleText();
    return (
      <MailList texts={texts} style={{ width: '100%' }}>
        <MailListItem
          {...args}
          texts={texts}
          name="erin"
          message={text({ zhtw: '我的電話是……', zhcn: '我的电话是……', en: 'My phone number is…' })}
          time={text({ zhtw: '2 天前', zhcn: '2 天前', en: '2 days ago' })}
          unread
        />
      </MailList>
    );
  },
};
