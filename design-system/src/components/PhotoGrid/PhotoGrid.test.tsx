import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './PhotoGrid.stories';
import { PhotoGrid, groupPhotosByDay } from './PhotoGrid';

describe('PhotoGrid stories', () => {
  testEveryStory(stories, {
    role: 'region',
    checks: {
      Album: () => {
        expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
          'June 14, 2025',
          'May 2, 2025',
          'December 24, 2024',
        ]);
        expect(screen.getAllByRole('list')[0].children).toHaveLength(3);
        expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
      },
      OwnAlbum: () => expect(screen.getAllByRole('button', { name: /Delete photo/ })).toHaveLength(6),
      ManyPhotos: () => {
        expect(screen.getAllByRole('heading')).toHaveLength(2);
        expect(screen.getAllByRole('list')[0].children).toHaveLength(20);
      },
      AllVariants: () => expect(screen.getAllByRole('heading', { name: 'No photos yet' })).toHaveLength(2),
      Empty: () => expect(screen.getByRole('heading', { name: 'No photos yet' })).toBeInTheDocument(),
    },
  });
});

it('groups by local day, newest first', () => {
  const t = (d: Date) => Math.floor(d.getTime() / 1000);
  const groups = groupPhotosByDay([
    { pid: 1, img: 'a', create_time: t(new Date(2025, 0, 1, 0, 5)) },
    { pid: 2, img: 'b', create_time: t(new Date(2024, 11, 31, 23, 55)) },
    { pid: 3, img: 'c', create_time: t(new Date(2025, 0, 1, 23, 0)) },
  ]);
  expect(groups.map((g) => [g.day, g.photos.map((p) => p.pid)])).toEqual([
    ['2025-01-01', [3, 1]],
    ['2024-12-31', [2]],
  ]);
});

it('opens and deletes a photo', async () => {
  const onOpen = jest.fn();
  const onDelete = jest.fn();
  const photo = { pid: 7, img: '/p.png', create_time: 1700000000 };
  render(
    <KindredProvider locale="zhcn">
      <PhotoGrid photos={[photo]} onOpen={onOpen} onDelete={onDelete} />
    </KindredProvider>,
  );
  await userEvent.click(screen.getByRole('img', { name: /第 1 张照片/ }));
  await userEvent.click(screen.getByRole('button', { name: '删除第 1 张照片' }));
  expect(onOpen).toHaveBeenCalledWith(photo);
  expect(onDelete).toHaveBeenCalledWith(photo);
});
