import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './TopMenu.stories';
import { TopMenu } from './TopMenu';

describe('TopMenu stories', () => {
  testEveryStory(stories, {
    role: 'banner',
    checks: {
      SignedIn: () => {
        const nav = screen.getByRole('navigation', { name: 'Main' });
        expect(nav.querySelectorAll('a')).toHaveLength(6);
        expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
        expect(screen.getByRole('link', { name: /Chat/ })).toHaveAccessibleName('Chat 3 unread');
        expect(screen.getByRole('button', { name: 'Notices, 2 unread' })).toBeInTheDocument();
      },
      ManyUnread: () => expect(screen.getByRole('link', { name: /Chat/ })).toHaveTextContent('99+'),
      SignedOut: () => {
        expect(screen.queryByRole('navigation')).toBeNull();
        expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
      },
    },
  });
});

it('opens notices and the profile menu', async () => {
  const onNoticeOpen = jest.fn();
  const onSignOut = jest.fn();
  render(
    <KindredProvider locale="en" theme="desktop">
      <TopMenu
        locale="en"
        onLocaleChange={jest.fn()}
        user={{ name: 'Mei', vip: 1 }}
        notices={[
          { id: 9, type: 'gift', status: 0, giver: 'Jason' },
          { id: 10, type: 'report', status: 1 },
        ]}
        onNoticeOpen={onNoticeOpen}
        onSignOut={onSignOut}
      />
    </KindredProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Notices, 1 unread' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Jason sent you a gift' }));
  expect(onNoticeOpen).toHaveBeenCalledWith(9);
  await userEvent.click(screen.getByRole('button', { name: 'Account menu for Mei' }));
  expect(screen.getByRole('menuitem', { name: 'Mail notification' })).toHaveAttribute(
    'href',
    '/w/home/user/notification',
  );
  await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
  expect(onSignOut).toHaveBeenCalled();
});

it('routes the profile menu links through onNavigate', async () => {
  const onNavigate = jest.fn((_href: string, event: { preventDefault(): void }) => event.preventDefault());
  render(
    <KindredProvider locale="en" theme="desktop">
      <TopMenu locale="en" onLocaleChange={jest.fn()} user={{ name: 'Mei', vip: 0 }} onNavigate={onNavigate} />
    </KindredProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Account menu for Mei' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'General' }));
  expect(onNavigate).toHaveBeenCalledWith('/w/home/user/general', expect.anything());
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});
