import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './EmoticonPanel.stories';
import { EmoticonPanel } from './EmoticonPanel';
import { emoticons } from '../../emoticons/catalog';

describe('EmoticonPanel stories', () => {
  testEveryStory(stories, {
    role: 'group',
    checks: {
      Mobile: () => expect(screen.getAllByRole('button')).toHaveLength(emoticons.length),
      Favourites: () => expect(screen.getAllByRole('button')).toHaveLength(8),
    },
  });
});

it('names each picture in the active language and reports the code', async () => {
  const onSelect = jest.fn();
  render(
    <KindredProvider locale="zhtw">
      <EmoticonPanel onSelect={onSelect} />
    </KindredProvider>,
  );
  expect(screen.getByRole('group', { name: '表情' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '玫瑰' }));
  expect(onSelect).toHaveBeenCalledWith('rose');
  expect(screen.getAllByRole('img')[0]).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
});
