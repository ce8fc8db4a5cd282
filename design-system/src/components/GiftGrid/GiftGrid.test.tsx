import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './GiftGrid.stories';
import { GiftCatalogue } from './GiftGrid';
import { giftCategories } from '../../testing/fixtures';
import { memberStoryTexts } from '../../docs/memberStoryTexts';

describe('GiftGrid stories', () => {
  testEveryStory(stories, {
    role: 'list',
    roleFor: {
      EmptyCategory: 'region',
      Loading: 'status',
      LoadFailed: 'region',
      Catalogue: 'tablist',
      CatalogueLoading: 'status',
    },
    checks: {
      Category: () => {
        const first = giftCategories[0].gifts[0];
        expect(screen.getByRole('button', { name: `Send ${first.titlee}` })).toBeInTheDocument();
      },
      Received: () => {
        const list = screen.getByRole('list', { name: 'Gifts received' });
        expect(within(list).getAllByRole('listitem')).toHaveLength(3);
        expect(within(list).getByText('From bob')).toBeInTheDocument();
        expect(within(list).queryByRole('button')).toBeNull();
      },
      LoadFailed: () => expect(screen.getByText('The gifts could not be loaded')).toBeInTheDocument(),
      EmptyCategory: () => expect(screen.getByText('No gifts in this category')).toBeInTheDocument(),
      Catalogue: () => expect(screen.getByRole('tab', { name: 'Sweet' })).toHaveAttribute('aria-selected', 'true'),
      CatalogueLoading: () => expect(screen.getByRole('status')).toHaveTextContent('Loading gifts…'),
    },
  });
});

it('sends the gift chosen in the catalogue’s open category', async () => {
  const onChoose = jest.fn();
  render(
    <KindredProvider locale="en">
      <GiftCatalogue texts={memberStoryTexts({ locale: 'en' }).gift} categories={giftCategories} onChoose={onChoose} />
    </KindredProvider>,
  );
  await userEvent.click(screen.getByRole('tab', { name: 'Luxury' }));
  const luxury = giftCategories[2].gifts[0];
  await userEvent.click(screen.getByRole('button', { name: `Send ${luxury.titlee}` }));
  expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: luxury.id }));
});

it('says when the shop has no gifts', () => {
  render(
    <KindredProvider locale="zhtw">
      <GiftCatalogue texts={memberStoryTexts({ locale: 'zhtw' }).gift} categories={null} onChoose={jest.fn()} />
    </KindredProvider>,
  );
  expect(screen.getByText('禮物商城暫無禮物')).toBeInTheDocument();
});
