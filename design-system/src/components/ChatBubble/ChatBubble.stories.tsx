import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChatBubble, type ChatMessage } from './ChatBubble';
import { VariantGrid } from '../../docs/VariantGrid';
import { members, scenery, secondsAgo, storyNow } from '../../testing/fixtures';
import { docsExample } from '../../docs/docsExample';
import { useExampleText } from '../../docs/exampleTexts';

const text = (content: string, seconds = 120, sender = members[0].id): ChatMessage => ({
  type: 'txt',
  content,
  sender_id: sender,
  create_time: secondsAgo(seconds),
});
const samples = {
  'Text with an emoticon': text('Hi! Loved your hiking photos [smile]'),
  'Emoticons only': text('[laugh][laugh][heart]', 10),
  Picture: { type: 'img', img: scenery(2, 480, 360), sender_id: members[0].id, create_time: secondsAgo(3600) },
  'Long Chinese text': text('我這週末有空，要不要一起去喝咖啡？聽說信義區新開了一家很不錯的店[coffee]', 90000),
  'Long link without spaces': text('https://kindred.example/w/home/user/detail/100?from=newsfeed&utm_campaign=summer'),
} satisfies Record<string, ChatMessage>;

const meta = {
  title: 'Components/ChatBubble',
  component: ChatBubble,
  args: {
    message: samples['Text with an emoticon'],
    mine: false,
    senderName: members[0].username,
    senderAvatar: members[0].avatar,
    now: storyNow,
  },
  argTypes: {
    message: { options: Object.keys(samples), mapping: samples, control: { type: 'select' } },
    senderAvatar: {
      options: ['portrait', 'none'],
      mapping: { portrait: members[0].avatar, none: null },
      control: { type: 'select', labels: { portrait: 'A portrait', none: 'No picture (initials)' } },
    },
    status: {
      options: ['delivered', 'pending', 'failed'],
      mapping: { delivered: undefined, pending: 'pending', failed: 'failed' },
      control: {
        type: 'select',
        labels: { delivered: 'Delivered (time shown)', pending: 'Pending (sending…)', failed: 'Failed (not sent)' },
      },
    },
  },
  decorators: [
    (Story) => (
      <div role="log" aria-label="Messages" style={{ background: '#FBF6F2', padding: 12 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'One chat message: text with emoticons or a picture, the other member on the left with their avatar, the viewer on the right in the brand colour; the viewer’s own messages can be pending or failed.',
      },
    },
  },
} satisfies Meta<typeof ChatBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (description: string) => ({ docs: { description: { story: description } } });

export const Theirs: Story = { parameters: story('The other member’s message: avatar on the left, white bubble.') };
export const Mine: Story = {
  args: { mine: true, message: text('Thanks! Next time come along? [hug]', 30, 1) },
  parameters: story('The viewer’s message: right side, brand colour, no avatar.'),
};
export const Emoticons: Story = {
  args: { message: samples['Emoticons only'] },
  parameters: story('Emoticon codes become 24 px pictures with a name.'),
};
export const Image: Story = {
  args: { message: samples.Picture },
  parameters: story('A picture message: no padding, rounded, at most 220 × 260 px.'),
};
export const LongChinese: Story = {
  args: { mine: true, message: { ...samples['Long Chinese text'], sender_id: 1 } },
  parameters: story('A long Chinese message wraps at 75 % of the row; yesterday’s time shows the date.'),
};
export const Pending: Story = {
  args: { mine: true, status: 'pending', message: text('On my way [smile]', 2, 1) },
  parameters: story('Sending: faded, “sending…” instead of the time, aria-busy.'),
};
export const Failed: Story = {
  args: {
    mine: true,
    status: 'failed',
    failureReason: 'This member is not available for chat',
    onRetry: fn(),
    onDiscard: fn(),
    message: text('Are you there?', 40, 1),
  },
  parameters: story('Failed send to a member who blocked the viewer: the reason, retry and delete.'),
};
/** Failed without a reason from the server (a timeout): retry only. */
export const FailedTimeout: Story = {
  args: { mine: true, status: 'failed', onRetry: fn(), message: text('See you at 7!', 40, 1) },
  parameters: {
    pseudo: { focusVisible: true },
    ...story('Failed without a reason (no acknowledgement in time): retry only, shown with its focus ring.'),
  },
};
export const LongLink: Story = {
  args: { message: samples['Long link without spaces'] },
  parameters: story('A long word or link without spaces breaks inside the bubble instead of overflowing.'),
};

const rows = ['theirs', 'mine', 'mine · pending', 'mine · failed'] as const;
const columns = ['text', 'emoticons', 'long Chinese'] as const;
const contents: Record<(typeof columns)[number], ChatMessage> = {
  text: samples['Text with an emoticon'],
  emoticons: samples['Emoticons only'],
  'long Chinese': samples['Long Chinese text'],
};

/** Sender × delivery state × content in one grid. */
export const AllVariants: Story = {
  parameters: {
    controls: { disable: true },
    ...story('Every sender and delivery state (rows) with short, emoticon-only and long content (columns).'),
  },
  render: (args) => (
    <VariantGrid
      caption="ChatBubble: sender and state × content"
      rows={rows}
      columns={columns}
      render={(row, column) => (
        <div style={{ width: 260 }}>
          <ChatBubble
            {...args}
            message={contents[column]}
            mine={row !== 'theirs'}
            status={row === 'mine · pending' ? 'pending' : row === 'mine · failed' ? 'failed' : undefined}
            onRetry={row === 'mine · failed' ? fn() : undefined}
          />
        </div>
      )}
    />
  ),
};

const areYouThere = { zhtw: '在嗎？', zhcn: '在吗？', en: 'Are you there?' };

/** Do: a failed message says why and offers a way out. */
export const DoSayWhyItFailed: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { mine: true, senderName: 'Jason', status: 'failed', onRetry: fn(), onDiscard: fn() },
  render: function Render(args) {
    const example = useExampleText();
    return (
      <ChatBubble
        {...args}
        failureReason={example({
          zhtw: '對方目前無法聊天',
          zhcn: '对方目前无法聊天',
          en: 'They cannot chat right now',
        })}
        message={text(example(areYouThere), 60, 1)}
      />
    );
  },
};

/** Don't: a message that silently stays as if delivered when it was not. */
export const DontSilentFailure: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { mine: true, senderName: 'Jason' },
  render: function Render(args) {
    const example = useExampleText();
    return <ChatBubble {...args} message={text(example(areYouThere), 60, 1)} />;
  },
};

/** Do: short messages, one thought each. */
export const DoShortMessages: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { mine: true, senderName: 'Jason' },
  render: function Render(args) {
    const example = useExampleText();
    const content = example({
      zhtw: '週五晚上有空嗎？[smile]',
      zhcn: '周五晚上有空吗？[smile]',
      en: 'Free on Friday evening? [smile]',
    });
    return <ChatBubble {...args} message={text(content, 60, 1)} />;
  },
};

/** Don't: system texts dressed as a member's message. */
export const DontSystemTextAsMessage: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { senderName: 'Kindred' },
  render: function Render(args) {
    const example = useExampleText();
    const content = example({
      zhtw: '系統通知：升級 VIP 即可無限聊天',
      zhcn: '系统通知：升级 VIP 即可无限聊天',
      en: 'System notice: upgrade to VIP to chat without limits',
    });
    return <ChatBubble {...args} message={text(content, 60)} />;
  },
};
