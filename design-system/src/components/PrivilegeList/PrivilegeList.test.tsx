import { render, screen, within } from '@testing-library/react';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './PrivilegeList.stories';
import { PrivilegeList } from './PrivilegeList';
import { memberStoryTexts } from '../../docs/memberStoryTexts';

const zhtw = memberStoryTexts({ locale: 'zhtw' }).privileges;

describe('PrivilegeList stories', () => {
  testEveryStory(stories, {
    role: 'list',
    checks: {
      Silver: () => {
        const list = screen.getByRole('list', { name: 'Silver VIP privileges' });
        expect(within(list).getAllByRole('listitem')).toHaveLength(6);
        expect(within(list).getByText('Read mail')).toBeInTheDocument();
      },
      Gold: () => expect(screen.getAllByRole('listitem')).toHaveLength(21),
    },
  });
});

it('names each authority in the words it is given and lays the list in the theme’s columns', () => {
  const { rerender } = render(
    <KindredProvider theme="mobile" locale="zhtw">
      <PrivilegeList texts={zhtw} tierName="白銀VIP" privileges={['Search_users', 'Read_mails']} />
    </KindredProvider>,
  );
  const list = screen.getByRole('list', { name: '白銀VIP特權' });
  expect(within(list).getByText('搜尋會員')).toBeInTheDocument();
  expect(getComputedStyle(list).gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
  rerender(
    <KindredProvider theme="desktop" locale="zhtw">
      <PrivilegeList texts={zhtw} tierName="白銀VIP" privileges={['Search_users']} />
    </KindredProvider>,
  );
  expect(getComputedStyle(screen.getByRole('list')).gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
});
