import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './MemberCard.stories';
import { MemberCard } from './MemberCard';
import { members, storyNow } from '../../testing/fixtures';

describe('MemberCard stories', () => {
  testEveryStory(stories, {
    role: 'article',
    checks: {
      TileOfflineLastActive: () => expect(screen.getByRole('time')).toHaveTextContent('5 hours ago'),
      Grid: () => expect(screen.getAllByRole('article')).toHaveLength(6),
      TileVerified: () => expect(screen.getByRole('img', { name: 'Verified' })).toBeInTheDocument(),
      PopoverVerified: () => expect(screen.getByRole('img', { name: 'Verified' })).toBeInTheDocument(),
      Tile: () => {
        expect(screen.getByRole('article', { name: 'Mei Lin' })).toHaveTextContent('Gold VIP');
        expect(screen.getByRole('button', { name: 'Unfollow' })).toHaveAttribute('aria-pressed', 'true');
        expect(screen.queryByRole('img', { name: 'Verified' })).toBeNull();
      },
      LongNames: () => expect(screen.getAllByRole('article')).toHaveLength(3),
      NoPicture: () => {
        expect(screen.getByRole('article', { name: 'Daniel W.' })).toBeInTheDocument();
        expect(screen.queryByRole('img', { name: '' })).toBeNull();
      },
      AllVariants: () => expect(screen.getAllByRole('article')).toHaveLength(10),
      PopoverOnline: () => expect(screen.getByRole('button', { name: 'Chat now' })).toBeInTheDocument(),
      PopoverOffline: () => {
        expect(screen.queryByRole('button', { name: 'Chat now' })).toBeNull();
        expect(screen.getByRole('time')).toHaveTextContent('Jun 12');
      },
    },
  });
});

it('popover: follow toggles and gift', async () => {
  const onFollowToggle = jest.fn();
  const onGift = jest.fn();
  render(
    <KindredProvider locale="en" theme="desktop">
      <MemberCard
        variant="popover"
        member={members[1]}
        viewerGender={1}
        now={storyNow}
        onFollowToggle={onFollowToggle}
        onGift={onGift}
      />
    </KindredProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Follow' }));
  await userEvent.click(screen.getByRole('button', { name: 'Send gift' }));
  expect(onFollowToggle).toHaveBeenCalledTimes(1);
  expect(onGift).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('img', { name: 'Male, 35 years old' })).toBeInTheDocument();
});
