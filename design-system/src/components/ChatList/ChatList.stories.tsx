import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChatList, type ChatContact } from './ChatList';
import { VariantGrid } from '../../docs/VariantGrid';
import { useLocale } from '../../i18n/LocaleProvider';
import {
  customerService,
  longChineseMember,
  longEnglishMember,
  members,
  memberWithoutPicture,
  secondsAgo,
  storyNow,
} from '../../testing/fixtures';
import { docsExample } from '../../docs/docsExample';

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

const edgeContacts: ChatContact[] = [
  {
    id: longChineseMember.id,
    username: longChineseMember.username,
    avatar: longChineseMember.avatar,
    vip: 2,
    is_online: 1,
    count: 7,
    content: '我這週末有空，要不要一起去喝咖啡？聽說信義區新開了一家很不錯的店，還有現場爵士樂[coffee][music]',
    create_time: secondsAgo(300),
  },
  {
    id: longEnglishMember.id,
    username: longEnglishMember.username,
    avatar: longEnglishMember.avatar,
    vip: 1,
    is_online: 0,
    count: 1000,
    content: 'https://kindred.example/w/home/user/detail/121?from=chat&utm_campaign=summer-weekend',
    create_time: secondsAgo(86400 * 40),
  },
  {
    id: memberWithoutPicture.id,
    username: memberWithoutPicture.username,
    avatar: null,
    vip: 0,
    is_online: 0,
    count: 0,
    content: '[smile]',
    create_time: secondsAgo(86400 * 400),
  },
];

const contactSets = { Conversations: contacts, 'Long names and overflow': edgeContacts, 'No chats': [] };

const meta = {
  title: 'Components/ChatList',
  component: ChatList,
  args: { contacts, now: storyNow, onOpen: fn(), onDelete: fn(), activeId: members[0].id },
  argTypes: {
    contacts: { options: Object.keys(contactSets), mapping: contactSets, control: { type: 'select' } },
    activeId: {
      options: ['none', 'Mei Lin'],
      mapping: { none: undefined, 'Mei Lin': members[0].id },
      control: { type: 'select', labels: { none: 'No open chat', 'Mei Lin': 'Mei Lin (first row)' } },
    },
    revealedId: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The list of conversations: search by name, avatar with VIP and presence, the last message and its time, the unread count; swipe left to delete on mobile.',
      },
    },
  },
} satisfies Meta<typeof ChatList>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (text: string) => ({ docs: { description: { story: text } } });

export const Default: Story = {
  parameters: story(
    'Conversations newest first: the open one marked, unread counts (120 reads 99+), customer service tagged.',
  ),
};
/** A row swiped left shows its delete action (mobile). */
export const SwipedToDelete: Story = {
  args: { revealedId: members[4].id },
  parameters: story('A row swiped left shows its delete action (mobile).'),
};
export const SearchResults: Story = {
  args: { defaultQuery: 'so' },
  parameters: story('Searching by name: only the matching rows stay.'),
};
export const NoResults: Story = {
  args: { defaultQuery: 'zzz' },
  parameters: story('A search that finds nobody: the no-results empty state.'),
};
export const Empty: Story = { args: { contacts: [] }, parameters: story('No conversations yet: the empty state.') };
export const LongNames: Story = {
  args: { contacts: edgeContacts, activeId: undefined },
  parameters: story(
    'Overflow: long Chinese and English names and last messages are cut with an ellipsis; a member without picture shows initials.',
  ),
};
export const RowHover: Story = {
  args: { searchable: false },
  parameters: { pseudo: { hover: true }, ...story('Pointer over the rows: their hover background.') },
};
export const RowFocus: Story = {
  args: { searchable: false },
  parameters: { pseudo: { focusVisible: true }, ...story('Keyboard focus on the rows: the focus ring.') },
};

const rows = ['conversations', 'swiped to delete', 'long names', 'no results', 'no chats'] as const;

/** Every state of the list, one under the other. */
export const AllVariants: Story = {
  parameters: {
    controls: { disable: true },
    ...story('Every state (rows) in the mobile width: conversations, swiped, long names, no results, empty.'),
  },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <VariantGrid
        caption="ChatList: states"
        rows={rows}
        columns={['mobile'] as const}
        render={(row) => (
          <div style={{ width: 360 }}>
            <ChatList
              {...args}
              contacts={row === 'long names' ? edgeContacts : row === 'no chats' ? [] : contacts}
              revealedId={row === 'swiped to delete' ? members[4].id : undefined}
              defaultQuery={row === 'no results' ? 'zzz' : ''}
              searchable={row === 'no results'}
              // One landmark name per grid cell (axe: landmark-unique).
              aria-labelledby={undefined}
              aria-label={`${t('chat.list')}: ${row}`}
            />
          </div>
        )}
      />
    );
  },
};

/** Do: newest conversation first, unread counts on the rows that have them. */
export const DoNewestFirst: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { contacts: contacts.slice(0, 3), searchable: false, activeId: undefined, onDelete: undefined },
};

/** Don't: sorting by name; the member must hunt for the new message. */
export const DontSortByName: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: {
    contacts: contacts.slice(0, 3).sort((a, b) => b.username.localeCompare(a.username)),
    searchable: false,
    activeId: undefined,
    onDelete: undefined,
  },
};
