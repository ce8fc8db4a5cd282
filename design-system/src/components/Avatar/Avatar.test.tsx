import { fireEvent, render, screen } from '@testing-library/react';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './Avatar.stories';
import { Avatar } from './Avatar';

describe('Avatar stories', () => {
  testEveryStory(stories, {
    role: 'img',
    checks: {
      Default: () => expect(screen.getByRole('img', { name: 'Mei Lin' })).toBeInTheDocument(),
      SilverVip: ({ container }) => {
        expect(screen.getByRole('img', { name: 'Mei Lin, Silver VIP' })).toBeInTheDocument();
        expect(container.querySelector('[data-vip="silver"]')).not.toBeNull();
      },
      GoldVip: ({ container }) => expect(container.querySelector('[data-vip="gold"]')).not.toBeNull(),
      Online: ({ container }) => {
        expect(screen.getByRole('img', { name: 'Mei Lin, Online' })).toBeInTheDocument();
        expect(container.querySelector('[data-online="true"]')).not.toBeNull();
      },
      Offline: ({ container }) => {
        expect(screen.getByRole('img', { name: 'Mei Lin, Offline' })).toBeInTheDocument();
        expect(container.querySelector('[data-online="false"]')).not.toBeNull();
      },
      Initials: () =>
        expect(screen.getByRole('img', { name: 'Chen Hao, Silver VIP, Offline' })).toHaveTextContent('CH'),
      LongNames: () => {
        expect(screen.getByRole('img', { name: /^歐陽娜娜/ })).toHaveTextContent(/^歐陽$/);
        expect(screen.getAllByRole('img', { name: /^Maximilian Alexander/ })[0]).toHaveTextContent(/^MA$/);
      },
      AllVariants: () => {
        expect(screen.getAllByRole('img')).toHaveLength(30);
        expect(document.querySelectorAll('[data-vip="gold"]')).toHaveLength(10);
      },
      Sizes: () => expect(screen.getAllByRole('img')).toHaveLength(5),
    },
  });
});

it('shows no vip badge for vip 0 and falls back to initials when the picture fails', () => {
  const { container } = render(
    <KindredProvider locale="en">
      <Avatar src="/broken.png" name="Yuki" vip={0} />
    </KindredProvider>,
  );
  expect(container.querySelector('[data-vip]')).toBeNull();
  fireEvent.error(container.querySelector('img')!);
  expect(screen.getByRole('img', { name: 'Yuki' })).toHaveTextContent('YU');
});
