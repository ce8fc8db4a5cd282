import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChatWindow, type ChatPartner, type ChatWindowState } from './ChatWindow';
import { ChatBubble, type ChatMessage } from '../ChatBubble';
import { VariantGrid } from '../../docs/VariantGrid';
import { reportStoryLabel } from '../../docs/reportStoryTexts';
import { useLocale } from '../../i18n/LocaleProvider';
import { longChineseMember, members, secondsAgo, storyNow } from '../../testing/fixtures';
import { docsExample } from '../../docs/docsExample';

const mei = members[0];
const messages: ChatMessage[] = [
  {
    mid: 1,
    type: 'txt',
    content: 'Hi Jason! Saw you like jazz [music]',
    sender_id: mei.id,
    create_time: secondsAgo(3600),
  },
  { mid: 2, type: 'txt', content: 'I do! Blue Note on Friday?', sender_id: 1, create_time: secondsAgo(3000) },
  { mid: 3, type: 'txt', content: 'Deal [wink][cocktail]', sender_id: mei.id, create_time: secondsAgo(120) },
];
/** Thirty messages: more than the window shows, so the log scrolls. */
const longConversation: ChatMessage[] = Array.from({ length: 30 }, (_, index) => ({
  mid: 100 + index,
  type: 'txt',
  content: index % 3 === 0 ? '好啊，那我們週五晚上七點在信義區見，不見不散[smile]' : `Message ${index + 1} [heart]`,
  sender_id: index % 2 === 0 ? mei.id : 1,
  create_time: secondsAgo((30 - index) * 300),
}));

const partner = (member: (typeof members)[number], online: 0 | 1 = 1): ChatPartner => ({
  id: member.id,
  username: member.username,
  avatar: member.avatar,
  vip: member.vip,
  is_online: online,
});
const partners = {
  'Mei Lin: gold VIP, online': partner(mei),
  'Yuki: free, offline': partner(members[2], 0),
  'Long Chinese name, offline': partner(longChineseMember, 0),
  'No picture': { ...partner(members[6], 0), avatar: null },
};
const conversations = { 'Three messages': messages, 'Thirty messages (scrolls)': longConversation, 'No messages': [] };

function Unsent({ failed }: { failed?: boolean }) {
  return (
    <>
      <ChatBubble
        mine
        senderName="Jason"
        now={storyNow}
        status="pending"
        message={{ type: 'txt', content: 'On my way [smile]', sender_id: 1, create_time: secondsAgo(2) }}
      />
      {failed && (
        <ChatBubble
          mine
          senderName="Jason"
          now={storyNow}
          status="failed"
          failureReason="This member is not available for chat"
          onRetry={fn()}
          onDiscard={fn()}
          message={{ type: 'txt', content: 'Are you there?', sender_id: 1, create_time: secondsAgo(1) }}
        />
      )}
    </>
  );
}
const unsentSets = { none: undefined, 'one sending': <Unsent />, 'sending and failed': <Unsent failed /> };
const notices = {
  none: undefined,
  'upgrade notice': (
    <p role="alert" style={{ margin: 0, padding: 8 }}>
      Free members cannot start a chat. <a href="#upgrade">Upgrade</a>
    </p>
  ),
};

const meta = {
  title: 'Components/ChatWindow',
  component: ChatWindow,
  args: {
    state: 'expanded',
    onStateChange: fn(),
    partner: partners['Mei Lin: gold VIP, online'],
    viewerId: 1,
    messages,
    onSend: fn(),
    composerProps: { onGift: fn(), onTranslateChange: fn() },
    now: storyNow,
  },
  argTypes: {
    state: {
      options: ['expanded', 'collapsed', 'closed'],
      control: {
        type: 'select',
        labels: { expanded: 'expanded: messages and composer', collapsed: 'collapsed: title bar', closed: 'closed' },
      },
    },
    layout: {
      options: ['floating', 'page'],
      control: { type: 'select', labels: { floating: 'floating 300 px window', page: 'page: fills its container' } },
    },
    partner: { options: Object.keys(partners), mapping: partners, control: { type: 'select' } },
    messages: { options: Object.keys(conversations), mapping: conversations, control: { type: 'select' } },
    unsent: { options: Object.keys(unsentSets), mapping: unsentSets, control: { type: 'select' } },
    notice: { options: Object.keys(notices), mapping: notices, control: { type: 'select' } },
    composerProps: { control: false },
    viewer: { control: false },
    logRef: { control: false },
    viewerId: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 460, display: 'flex', alignItems: 'flex-end', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The desktop floating chat (300 px, docked at the bottom right): the partner’s name and presence, the message log, the composer; it collapses to its title bar or closes. The page layout fills the full-page chat.',
      },
    },
  },
} satisfies Meta<typeof ChatWindow>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (text: string) => ({ docs: { description: { story: text } } });

export const Expanded: Story = { parameters: story('Open: the conversation follows the newest message.') };
export const Collapsed: Story = {
  args: { state: 'collapsed' },
  parameters: story('Collapsed to its title bar; expand brings the conversation back.'),
};
export const NoMessages: Story = {
  args: { messages: [] },
  parameters: story('Empty: a first conversation invites the member to say hello.'),
};
/** A notice above the composer (here the opt 7 upgrade notice of the live connection). */
export const WithNotice: Story = {
  args: { notice: notices['upgrade notice'] },
  parameters: story('A notice between the log and the composer (the upgrade notice of the live connection).'),
};
/** The full-page chat: the window fills its container. */
export const PageLayout: Story = {
  args: { layout: 'page', viewer: { username: 'Jason' } },
  parameters: story('The full-page chat: the window fills its container and does not collapse.'),
  decorators: [
    (Story) => (
      <div style={{ width: 640, height: 480, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
};
/** "Report or block" the partner from the title bar. */
export const Reportable: Story = {
  args: { onReport: fn() },
  render: (args, { globals }) => (
    <ChatWindow {...args} reportLabel={reportStoryLabel(globals, args.partner.username)} />
  ),
  parameters: story('The app offers “Report or block” on the partner in the title bar (not for customer service).'),
};
/** Closed renders nothing; the button brings it back. */
export const Closed: Story = {
  args: { state: 'closed' },
  parameters: story('Closed renders nothing; here a button with the partner’s name opens it again.'),
  render: function Render(args) {
    const [state, setState] = useState<ChatWindowState>(args.state);
    return (
      <div>
        {state === 'closed' && (
          <button type="button" onClick={() => setState('expanded')}>
            {args.partner.username}
          </button>
        )}
        <ChatWindow {...args} state={state} onStateChange={setState} />
      </div>
    );
  },
};
export const FailedSend: Story = {
  args: { unsent: unsentSets['sending and failed'] },
  parameters: story('The viewer’s messages after the log: one still sending, one refused with retry and delete.'),
};
export const LoadingHistory: Story = {
  args: { loading: true, messages: [] },
  parameters: story('Loading: older messages are on their way; the log is busy and says so.'),
};
export const LongNameOffline: Story = {
  args: { partner: partners['Long Chinese name, offline'], messages: longConversation },
  parameters: story('Overflow: a long name is cut in the title bar, thirty messages scroll inside the log.'),
};

const rows = ['expanded', 'collapsed', 'empty', 'loading', 'failed send', 'long name · offline'] as const;

/** Every state of the floating window. */
export const AllVariants: Story = {
  parameters: {
    controls: { disable: true },
    ...story('Every state of the floating window, one per row.'),
  },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <VariantGrid
        caption="ChatWindow: states"
        rows={rows}
        columns={['floating'] as const}
        render={(row) => {
          const shown = row === 'long name · offline' ? partners['Long Chinese name, offline'] : args.partner;
          return (
            <ChatWindow
              {...args}
              partner={shown}
              state={row === 'collapsed' ? 'collapsed' : 'expanded'}
              messages={row === 'empty' || row === 'loading' ? [] : messages}
              loading={row === 'loading'}
              unsent={row === 'failed send' ? unsentSets['sending and failed'] : undefined}
              // One landmark name per grid cell (axe: landmark-unique).
              aria-labelledby={undefined}
              aria-label={`${t('chat.window', { name: shown.username })}: ${row}`}
              composerProps={{ ...args.composerProps, 'aria-label': `${t('chat.messageLabel')}: ${row}` }}
            />
          );
        }}
      />
    );
  },
};

/** Do: collapse a conversation the member is not reading; it stays one click away. */
export const DoCollapseWhenNotReading: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { state: 'collapsed' },
};

/** Don't: a window opened on its own when a message arrives; it covers what the member was reading. */
export const DontOpenOnItsOwn: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { state: 'expanded', style: { height: 260 } },
};
