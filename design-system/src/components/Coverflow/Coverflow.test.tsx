import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './Coverflow.stories';
import { Coverflow } from './Coverflow';
import { members } from '../../testing/fixtures';

const middle = () => document.querySelector('button[aria-current="true"]');

describe('Coverflow stories', () => {
  testEveryStory(stories, {
    role: 'region',
    checks: {
      MemberWall: () => expect(middle()).toHaveAccessibleName('Chen Hao , Offline'),
      AtEnd: () => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled(),
      LongNamesAndNoPhoto: () => {
        expect(middle()).toHaveTextContent('Maximilian Alexander Montgomery-Whitfield');
        // The third cover has no photo: its initial stands in, as big as a picture.
        const cover = screen.getAllByRole('button', { name: /,/ })[2]!;
        expect(cover.querySelector('img')).toBeNull();
        expect(cover.firstElementChild).toHaveTextContent(/^\S$/u);
      },
      AllVariants: () => {
        expect(screen.getAllByRole('region')).toHaveLength(3);
        expect(screen.getAllByRole('button', { name: 'Previous' })[0]).toBeDisabled();
        expect(screen.getAllByRole('button', { name: 'Next' })[2]).toBeDisabled();
      },
      AtStart: () => expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled(),
    },
  });
});

it('moves with arrows and buttons, brings a side cover to the middle, opens the middle one', async () => {
  const onSelect = jest.fn();
  render(
    <KindredProvider locale="en" theme="desktop">
      <Coverflow members={members} onSelect={onSelect} />
    </KindredProvider>,
  );
  const wall = screen.getByRole('region', { name: 'Member wall' });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(middle()).toHaveAccessibleName('Jason , Online');
  fireEvent.keyDown(wall, { key: 'ArrowRight' });
  expect(middle()).toHaveAccessibleName('Yuki , Offline');
  fireEvent.keyDown(wall, { key: 'ArrowLeft' });
  await userEvent.click(middle()!);
  expect(onSelect).toHaveBeenCalledWith(members[1]);
});
