import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './TopMenu.stories';
import { TopMenu } from './TopMenu';

describe('TopMenu stories', () => {
  testEveryStory(stories, {
    role: 'banner',
    // Several headers on one page sit in labelled regions, where a header is not a banner.
    roleFor: { DoBadgeOnChatOnly: 'img', DontBadgesEverywhere: 'img', AllVariants: 'region' },
    checks: {
      Loading: () => {
        expect(screen.getByRole('status')).toHaveTextContent('Loading…');
        expect(screen.queryByRole('navigation')).toBeNull();
        expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
      },
      LongNames: () => {
        expect(
          screen.getByRole('button', { name: 'Account menu for 歐陽婉婷是一個非常喜歡旅行的女孩' }),
        ).toBeInTheDocument();
        expect(screen.getByRole('menuitem', { name: /^Mail from Maximilian Alexander/ })).toBeInTheDocument();
      },
      AllVariants: () => {
        expect(screen.getAllByRole('region')).toHaveLength(3);
        expect(screen.getByRole('link', { name: /Chat/ })).toHaveTextContent('99+');
        expect(screen.getByRole('status')).toHaveTextContent('Loading…');
      },
      SignedIn: () => {
        const nav = screen.getByRole('navigation', { name: 'Main' });
        expect(nav.querySelectorAll('a')).toHaveLength(6);
        expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
        expect(screen.getByRole('link', { name: /Chat/ })).toHaveAccessibleName('Chat 3 unread');
        expect(screen.getByRole('button', { name: 'Notices, 2 unread' })).toBeInTheDocument();
        // The language switch shows the story's language (en here), never a pinned zhtw.
        expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
      },
      WithMail: () => {
        // 4 unread mails and 2 unread notices.
        expect(screen.getByRole('button', { name: 'Notices, 6 unread' })).toBeInTheDocument();
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

it('links the safety centre from the profile menu', async () => {
  const onNavigate = jest.fn((_href: string, event: { preventDefault(): void }) => event.preventDefault());
  render(
    <KindredProvider locale="zhtw" theme="desktop">
      <TopMenu locale="zhtw" onLocaleChange={jest.fn()} user={{ name: 'Mei', vip: 0 }} onNavigate={onNavigate} />
    </KindredProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Mei 的帳號選單' }));
  const safety = screen.getByRole('menuitem', { name: '安全中心' });
  expect(safety).toHaveAttribute('href', '/w/home/safety');
  await userEvent.click(safety);
  expect(onNavigate).toHaveBeenCalledWith('/w/home/safety', expect.anything());
});

it('previews three unread mails above three notices and links to all notices', async () => {
  const onMailOpen = jest.fn();
  const onNoticeOpen = jest.fn();
  const onNavigate = jest.fn((_href: string, event: { preventDefault(): void }) => event.preventDefault());
  render(
    <KindredProvider locale="en" theme="desktop">
      <TopMenu
        locale="en"
        onLocaleChange={jest.fn()}
        user={{ name: 'Mei', vip: 1 }}
        mails={[1, 2, 3, 4].map((id) => ({ id, sender: `m${id}`, preview: `text ${id}`, status: 0 as const }))}
        notices={[1, 2, 3, 4].map((id) => ({
          id: 10 + id,
          type: 'gift' as const,
          status: 0 as const,
          giver: `g${id}`,
        }))}
        noticesHref="/w/home/notice"
        onMailOpen={onMailOpen}
        onNoticeOpen={onNoticeOpen}
        onNavigate={onNavigate}
      />
    </KindredProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Notices, 8 unread' }));
  const names = screen.getAllByRole('menuitem').map((item) => item.textContent);
  expect(names).toEqual([
    'Mail from m1text 1',
    'Mail from m2text 2',
    'Mail from m3text 3',
    'g1 sent you a gift',
    'g2 sent you a gift',
    'g3 sent you a gift',
    'All notices',
  ]);
  await userEvent.click(screen.getByRole('menuitem', { name: /Mail from m2/ }));
  expect(onMailOpen).toHaveBeenCalledWith(2);
  await userEvent.click(screen.getByRole('button', { name: 'Notices, 8 unread' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'All notices' }));
  expect(onNavigate).toHaveBeenCalledWith('/w/home/notice', expect.anything());
});
