import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testEveryStory } from '../../testing/storyTests';
import { KindredProvider } from '../../provider/KindredProvider';
import * as stories from './Pagination.stories';
import { Pagination, pageItems } from './Pagination';

const texts = { label: 'Pages', previous: 'Previous page', next: 'Next page', page: 'Page {page}' };

describe('Pagination stories', () => {
  testEveryStory(stories, {
    role: 'navigation',
    roleFor: { AllVariants: 'table' },
    checks: {
      FirstPage: () => {
        expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
        expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      },
      ManyPages: () => {
        const names = within(screen.getByRole('navigation'))
          .getAllByRole('button')
          .map((button) => button.textContent);
        expect(names).toEqual(['Previous page', '1', '9', '10', '11', '48', 'Next page']);
      },
      LastPage: () => expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled(),
    },
  });
});

describe('pageItems', () => {
  it('lists every page up to seven', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the current page with its neighbours beyond seven', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('never puts a gap where only one page is left out', () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
  });
});

describe('Pagination', () => {
  const show = (page: number, last: number, onPage = jest.fn()) =>
    render(
      <KindredProvider theme="desktop" locale="en">
        <Pagination page={page} last={last} onPage={onPage} texts={texts} />
      </KindredProvider>,
    );

  it('renders nothing for a single page', () => {
    show(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('names the navigation and calls back with the chosen page', async () => {
    const onPage = jest.fn();
    show(3, 9, onPage);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous page' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 9' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(onPage.mock.calls).toEqual([[2], [9]]);
  });
});
