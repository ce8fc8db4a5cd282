import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatBubble } from './ChatBubble';
import { members, scenery, secondsAgo, storyNow } from '../../testing/fixtures';

const meta = {
  title: 'Components/ChatBubble',
  component: ChatBubble,
  args: {
    message: {
      type: 'txt',
      content: 'Hi! Loved your hiking photos [smile]',
      sender_id: members[0].id,
      create_time: secondsAgo(120),
    },
    mine: false,
    senderName: members[0].username,
    senderAvatar: members[0].avatar,
    now: storyNow,
  },
  decorators: [
    (Story) => (
      <div role="log" aria-label="Messages" style={{ background: '#FBF6F2', padding: 12 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Theirs: Story = {};
export const Mine: Story = {
  args: {
    mine: true,
    message: { type: 'txt', content: 'Thanks! Next time come along? [hug]', sender_id: 1, create_time: secondsAgo(30) },
  },
};
export const Emoticons: Story = {
  args: { message: { type: 'txt', content: '[laugh][laugh][heart]', sender_id: 100, create_time: secondsAgo(10) } },
};
export const Image: Story = {
  args: { message: { type: 'img', img: scenery(2, 480, 360), sender_id: 100, create_time: secondsAgo(3600) } },
};
export const LongChinese: Story = {
  args: {
    mine: true,
    message: {
      type: 'txt',
      content: '我這週末有空，要不要一起去喝咖啡？聽說信義區新開了一家很不錯的店[coffee]',
      sender_id: 1,
      create_time: secondsAgo(90000),
    },
  },
};
export const Pending: Story = {
  args: {
    mine: true,
    status: 'pending',
    message: { type: 'txt', content: 'On my way [smile]', sender_id: 1, create_time: secondsAgo(2) },
  },
};
export const Failed: Story = {
  args: {
    mine: true,
    status: 'failed',
    failureReason: 'This member is not available for chat',
    onRetry: () => undefined,
    onDiscard: () => undefined,
    message: { type: 'txt', content: 'Are you there?', sender_id: 1, create_time: secondsAgo(40) },
  },
};
