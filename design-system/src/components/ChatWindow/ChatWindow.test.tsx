import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './ChatWindow.stories';
import { ChatWindow, type ChatWindowState } from './ChatWindow';

describe('ChatWindow stories', () => {
  testEveryStory(stories, {
    role: 'button',
    checks: {
      Expanded: () => {
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
