import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './ChatWindow.stories';
import { ChatWindow, type ChatWindowState } from './ChatWindow';

describe('ChatWindow stories', () => {
  testEveryStory(stories, {
    role: 'button',
    checks: {
      Reportable: () => expect(screen.getByRole('button', { name: 'Report or block Mei Lin' })).toBeInTheDocument(),
      Expanded: () => {
        expect(screen.queryByRole('button', { name: /Report or block/ })).toBeNull();
        expect(screen.getByRole('region', { name: /Mei Lin/ })).toBeInTheDocument();
        expect(screen.getByRole('log', { name: 'Messages' }).children).toHaveLength(3);
        expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
      },
      Collapsed: () => {
        expect(screen.queryByRole('log')).toBeNull();
        expect(screen.getByRole('button', { name: 'Expand chat' })).toHaveAttribute('aria-expanded', 'false');
      },
      NoMessages: () => expect(screen.getByRole('log')).toHaveTextContent('Say hello to start the conversation'),
      Closed: () => expect(screen.queryByRole('region')).toBeNull(),
      WithNotice: () => {
        const notice = screen.getByRole('alert');
        expect(notice).toHaveTextContent('Free members cannot start a chat');
        // Between the log and the composer.
        expect(notice.previousElementSibling).toBe(screen.getByRole('log'));
      },
      FailedSend: () => {
        expect(screen.getByRole('alert')).toHaveTextContent('Not sent: This member is not available for chat');
        expect(screen.getByText('Sending…')).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      },
      LoadingHistory: () => {
        expect(screen.getByRole('log')).toHaveAttribute('aria-busy', 'true');
        expect(screen.getByRole('status')).toHaveTextContent('Loading…');
        expect(screen.getByRole('log')).not.toHaveTextContent('Say hello');
      },
      LongNameOffline: () => {
        expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Offline');
        expect(screen.getByRole('log').children).toHaveLength(30);
      },
      AllVariants: () => expect(screen.getAllByRole('region')).toHaveLength(6),
      PageLayout: () => {
        expect(screen.getByRole('region', { name: /Mei Lin/ })).toBeInTheDocument();
        expect(screen.getByRole('log', { name: 'Messages' }).children).toHaveLength(3);
        expect(screen.queryByRole('button', { name: 'Collapse chat' })).toBeNull();
      },
    },
  });
});

it('goes expanded -> collapsed -> expanded -> closed and sends', async () => {
  const onSend = jest.fn();
  function Harness() {
    const [state, setState] = useState<ChatWindowState>('expanded');
    return (
      <ChatWindow
        state={state}
        onStateChange={setState}
        partner={{ id: 5, username: 'Yuki', vip: 0, is_online: 0 }}
        viewerId={1}
        messages={[]}
        onSend={onSend}
      />
    );
  }
  render(
    <KindredProvider locale="en" theme="desktop">
      <Harness />
    </KindredProvider>,
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'hello{Enter}');
  expect(onSend).toHaveBeenCalledWith('hello');
  await userEvent.click(screen.getByRole('button', { name: 'Collapse chat' }));
  expect(screen.queryByRole('textbox')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Expand chat' }));
  expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Close chat' }));
  expect(screen.queryByRole('region')).toBeNull();
});

it('leaves the scrolling to a caller that holds the log', () => {
  const onLogScroll = jest.fn();
  const logRef = { current: null as HTMLDivElement | null };
  render(
    <KindredProvider locale="en" theme="desktop">
      <ChatWindow
        state="expanded"
        onStateChange={() => undefined}
        partner={{ id: 5, username: 'Yuki', vip: 0, is_online: 1 }}
        viewerId={1}
        messages={[{ mid: 1, type: 'txt', content: 'hi', sender_id: 5, create_time: 1 }]}
        onSend={() => undefined}
        logRef={logRef}
        onLogScroll={onLogScroll}
      />
    </KindredProvider>,
  );
  expect(logRef.current).toBe(screen.getByRole('log'));
  fireEvent.scroll(screen.getByRole('log'));
  expect(onLogScroll).toHaveBeenCalledTimes(1);
});
