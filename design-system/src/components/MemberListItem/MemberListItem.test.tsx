import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './MemberListItem.stories';
import { MemberListItem } from './MemberListItem';
import { members, storyNow } from '../../testing/fixtures';

describe('MemberListItem stories', () => {
  testEveryStory(stories, {
    role: 'article',
    checks: {
      OnlineGoldFollowed: () => {
        expect(screen.getByRole('img', { name: 'Mei Lin, Gold VIP, Online' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Unfollow' })).toHaveAttribute('aria-pressed', 'true');
        expect(screen.getByRole('img', { name: 'Female, 29 years old' })).toBeInTheDocument();
        expect(screen.queryByRole('time')).toBeNull();
      },
      Verified: () => expect(screen.getByRole('img', { name: 'Verified' })).toBeInTheDocument(),
      OnlineSilver: () =>
        expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false'),
      OfflineLastActive: () => expect(screen.getByRole('article')).toHaveTextContent('Active 5 hours ago'),
      OfflineHiddenForMaleViewer: () => expect(screen.queryByRole('time')).toBeNull(),
      WithHoverCard: () => {
        const [row, card] = screen.getAllByRole('article');
        expect(row).toContainElement(card!);
        expect(card).toHaveTextContent(members[0].username);
      },
      NoPicture: () => expect(screen.getByRole('img', { name: 'Daniel W., Offline' })).toHaveTextContent('DW'),
      AllVariants: () => expect(screen.getAllByRole('article')).toHaveLength(7),
      List: () => expect(screen.getAllByRole('article')).toHaveLength(members.length),
    },
  });
});

it('wires follow, chat and gift; zhtw puts the time first', async () => {
  const onFollowToggle = jest.fn();
  const onChat = jest.fn();
  const onGift = jest.fn();
  const { rerender } = render(
    <KindredProvider locale="en">
      <MemberListItem
        member={members[3]}
        viewerGender={0}
        now={storyNow}
        onFollowToggle={onFollowToggle}
        onChat={onChat}
        onGift={onGift}
      />
    </KindredProvider>,
  );
  const row = screen.getByRole('article', { name: 'Chen Hao' });
  await userEvent.click(within(row).getByRole('button', { name: 'Unfollow' }));
  await userEvent.click(within(row).getByRole('button', { name: 'Chat now' }));
  await userEvent.click(within(row).getByRole('button', { name: 'Send gift' }));
  expect([onFollowToggle, onChat, onGift].map((f) => f.mock.calls.length)).toEqual([1, 1, 1]);
  expect(within(row).getByRole('link', { name: 'Chen Hao' })).toHaveAttribute('href', '/w/home/user/detail/103');
  rerender(
    <KindredProvider locale="zhtw">
      <MemberListItem member={members[3]} viewerGender={0} now={storyNow} />
    </KindredProvider>,
  );
  expect(screen.getByRole('article')).toHaveTextContent('6月12日活躍');
});
