import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './TrendItem.stories';
import { TrendItem, type Trend } from './TrendItem';
import { members } from '../../testing/fixtures';

describe('TrendItem stories', () => {
  testEveryStory(stories, {
    role: 'article',
    checks: {
      TextAndPicture: () => {
        expect(screen.getByRole('img', { name: 'Picture posted by Mei Lin' })).toBeInTheDocument();
        expect(screen.getByRole('img', { name: 'Sun' })).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Delete this post' })).toBeNull();
      },
      JoinedFemale: () => expect(screen.getByRole('article')).toHaveTextContent('She joined Kindred'),
      JoinedMale: () => expect(screen.getByRole('article')).toHaveTextContent('He joined Kindred'),
      AvatarChanged: () => expect(screen.getByRole('article')).toHaveTextContent('She changed her profile picture'),
      WithHoverCard: () => {
        const [post, card] = screen.getAllByRole('article');
        expect(post).toContainElement(card!);
        expect(card).toHaveTextContent(members[0].username);
      },
      NoPicture: () => expect(screen.getByRole('img', { name: 'Daniel W.' })).toHaveTextContent('DW'),
      AllVariants: () => {
        expect(screen.getAllByRole('article')).toHaveLength(8);
        expect(screen.getAllByRole('button', { name: 'Delete this post' })).toHaveLength(4);
      },
      Mine: () => expect(screen.getByRole('button', { name: 'Delete this post' })).toBeInTheDocument(),
      Reportable: () => {
        expect(screen.getByRole('button', { name: 'Report or block Mei Lin' })).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Delete this post' })).toBeNull();
      },
    },
  });
});

it('words type 2 by gender in Chinese and deletes own items by id', async () => {
  const trend: Trend = {
    id: 42,
    mid: 1,
    mine: 1,
    type: 2,
    vip: 0,
    sex: 1,
    birthday: 0,
    username: 'Daniel',
    create_time: 0,
  };
  const onDelete = jest.fn();
  render(
    <KindredProvider locale="zhtw">
      <TrendItem trend={trend} onDelete={onDelete} now={Date.now()} />
    </KindredProvider>,
  );
  expect(screen.getByRole('article')).toHaveTextContent('他更換了大頭貼');
  await userEvent.click(screen.getByRole('button', { name: '刪除這則動態' }));
  expect(onDelete).toHaveBeenCalledWith(42);
});

it('offers "Report or block" on others\' items only, with the item', async () => {
  const trend: Trend = {
    id: 7,
    mid: 3,
    mine: 0,
    type: 1,
    vip: 0,
    sex: 0,
    birthday: 0,
    username: 'Mei',
    create_time: 0,
  };
  const onReport = jest.fn();
  const { rerender } = render(
    <KindredProvider locale="zhcn">
      <TrendItem trend={trend} onReport={onReport} reportLabel="举报或封锁 Mei" now={Date.now()} />
    </KindredProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: '举报或封锁 Mei' }));
  expect(onReport).toHaveBeenCalledWith(trend);
  rerender(
    <KindredProvider locale="zhcn">
      <TrendItem trend={{ ...trend, mine: 1 }} onReport={onReport} reportLabel="举报或封锁 Mei" now={Date.now()} />
    </KindredProvider>,
  );
  expect(screen.queryByRole('button', { name: '举报或封锁 Mei' })).toBeNull();
});
