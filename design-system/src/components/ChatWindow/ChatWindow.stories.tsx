import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChatWindow, type ChatWindowState } from './ChatWindow';
import type { ChatMessage } from '../ChatBubble';
import { members, secondsAgo, storyNow } from '../../testing/fixtures';

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

const meta = {
  title: 'Components/ChatWindow',
  component: ChatWindow,
  args: {
    state: 'expanded',
    onStateChange: fn(),
    partner: { id: mei.id, username: mei.username, avatar: mei.avatar, vip: mei.vip, is_online: 1 },
    viewerId: 1,
    messages,
    onSend: fn(),
    composerProps: { onGift: fn(), onTranslateChange: fn() },
    now: storyNow,
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 460, display: 'flex', alignItems: 'flex-end', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatWindow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {};
export const Collapsed: Story = { args: { state: 'collapsed' } };
export const NoMessages: Story = { args: { messages: [] } };
/** A notice above the composer (here the opt 7 upgrade notice of the live connection). */
export const WithNotice: Story = {
  args: {
    notice: (
      <p role="alert" style={{ margin: 0, padding: 8 }}>
        Free members cannot start a chat. <a href="#upgrade">Upgrade</a>
      </p>
    ),
  },
};
/** The full-page chat: the window fills its container. */
export const PageLayout: Story = {
  args: { layout: 'page', viewer: { username: 'Jason' } },
  decorators: [
    (Story) => (
      <div style={{ width: 640, height: 480, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
};
/** Closed renders nothing; the button brings it back. */
export const Closed: Story = {
  args: { state: 'closed' },
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
