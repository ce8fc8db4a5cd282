import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChatList, type ChatContact } from './ChatList';
import { customerService, members, secondsAgo, storyNow } from '../../testing/fixtures';

const contacts: ChatContact[] = [
  {
    id: members[0].id,
    username: members[0].username,
    avatar: members[0].avatar,
    vip: 2,
    is_online: 1,
    count: 3,
    content: 'Coffee this weekend? [coffee]',
    create_time: secondsAgo(45),
  },
  {
    id: 2,
    username: customerService.username,
    avatar: customerService.avatar,
    vip: 0,
    is_online: 1,
    count: 0,
    content: 'How can we help you today?',
    create_time: secondsAgo(600),
    service: true,
  },
  {
    id: members[4].id,
    username: members[4].username,
    avatar: members[4].avatar,
    vip: 2,
    is_online: 0,
    count: 120,
    content: 'Thank you for the roses [rose][heart]',
    create_time: secondsAgo(3 * 3600),
  },
  {
    id: members[5].id,
    username: members[5].username,
    avatar: members[5].avatar,
    vip: 1,
    is_online: 1,
    count: 0,
    content: '哈哈，好啊！[laugh]',
    create_time: secondsAgo(86400 * 2),
  },
];

const meta = {
  title: 'Components/ChatList',
  component: ChatList,
  args: { contacts, now: storyNow, onOpen: fn(), onDelete: fn(), activeId: members[0].id },
} satisfies Meta<typeof ChatList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** A row swiped left shows its delete action (mobile). */
export const SwipedToDelete: Story = { args: { revealedId: members[4].id } };
export const SearchResults: Story = { args: { defaultQuery: 'so' } };
export const NoResults: Story = { args: { defaultQuery: 'zzz' } };
export const Empty: Story = { args: { contacts: [] } };
