import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './ChatList.stories';
import { ChatList, type ChatContact } from './ChatList';

describe('ChatList stories', () => {
  testEveryStory(stories, {
    role: 'region',
    checks: {
      Default: () => {
        expect(screen.getByRole('button', { name: /^Mei Lin/ })).toHaveAttribute('aria-current', 'true');
        expect(screen.getByRole('img', { name: '3 unread messages' })).toHaveTextContent('3');
        expect(screen.getByRole('img', { name: '120 unread messages' })).toHaveTextContent('99+');
        expect(screen.getByText('Customer service')).toBeInTheDocument();
      },
      SearchResults: () => expect(screen.getAllByRole('listitem')).toHaveLength(1),
      NoResults: () => expect(screen.getByRole('heading', { name: 'No users found' })).toBeInTheDocument(),
      LongNames: () => {
        expect(screen.getByRole('img', { name: '1000 unread messages' })).toHaveTextContent('99+');
        expect(screen.getByRole('img', { name: /^Daniel W\./ })).toHaveTextContent('DW');
      },
      AllVariants: () => expect(screen.getAllByRole('region', { name: /^Chats: / })).toHaveLength(5),
      Empty: () => expect(screen.getByRole('heading', { name: 'No chats yet' })).toBeInTheDocument(),
    },
  });
});

describe('ChatList', () => {
  const contacts: ChatContact[] = [
    { id: 7, username: 'Yuki', vip: 0, is_online: 0, count: 1, content: 'hi', create_time: 0 },
    { id: 8, username: 'Hana', vip: 1, is_online: 1, count: 0, content: 'yo', create_time: 0 },
  ];
  function setup() {
    const onOpen = jest.fn();
    const onDelete = jest.fn();
    render(
      <KindredProvider locale="en">
        <ChatList contacts={contacts} onOpen={onOpen} onDelete={onDelete} now={0} />
      </KindredProvider>,
    );
    return { onOpen, onDelete };
  }
  it('filters by name and opens a chat', async () => {
    const { onOpen } = setup();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'HA');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: /^Hana/ }));
    expect(onOpen).toHaveBeenCalledWith(contacts[1]);
  });
  it('swipe left reveals delete; a short swipe does not', async () => {
    const { onOpen, onDelete } = setup();
    const row = screen.getByRole('button', { name: /^Yuki/ });
    fireEvent.touchStart(row, { touches: [{ clientX: 300 }] });
    fireEvent.touchMove(row, { touches: [{ clientX: 280 }] });
    fireEvent.touchEnd(row);
    expect(row).toHaveStyle({ transform: 'translateX(0px)' });
    fireEvent.touchStart(row, { touches: [{ clientX: 300 }] });
    fireEvent.touchMove(row, { touches: [{ clientX: 150 }] });
    fireEvent.touchEnd(row);
    expect(row).toHaveStyle({ transform: 'translateX(-88px)' });
    await userEvent.click(row);
    expect(onOpen).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete chat with Yuki' }));
    expect(onDelete).toHaveBeenCalledWith(contacts[0]);
  });
});
