import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './TierCard.stories';
import { TierCard } from './TierCard';
import { memberStoryTexts } from '../../docs/memberStoryTexts';

const { basePrice, privileges } = memberStoryTexts({ locale: 'en' });

describe('TierCard stories', () => {
  testEveryStory(stories, {
    role: 'region',
    checks: {
      Silver: () => {
        const card = within(screen.getByRole('region', { name: 'Silver VIP' }));
        expect(card.getByRole('heading', { name: 'Silver VIP' })).toBeInTheDocument();
        expect(card.getByText('Base price $29.99/month')).toBeInTheDocument();
        expect(card.getByRole('group', { name: 'Silver VIP' })).toBeInTheDocument();
        expect(card.getAllByRole('radio')).toHaveLength(4);
        expect(card.getByRole('radio', { name: /^1 month/ })).toBeChecked();
        expect(card.getByRole('list', { name: 'Silver VIP privileges' })).toBeInTheDocument();
      },
      Gold: () => expect(screen.getByRole('radio', { name: /^12 months/ })).toHaveAccessibleName(/Save 30%/),
      PrivilegesLoading: () => expect(screen.queryByRole('list')).toBeNull(),
      PrivilegesOnly: () => {
        expect(screen.queryByRole('radio')).toBeNull();
        expect(screen.queryByText(/Base price/)).toBeNull();
        expect(screen.getByRole('list', { name: 'Silver VIP privileges' })).toBeInTheDocument();
      },
    },
  });
});

it('is one radio group with the other tiers of the screen', async () => {
  const onChoose = jest.fn();
  render(
    <KindredProvider locale="en">
      <TierCard
        texts={{ basePrice, privileges }}
        tier={1}
        name="Silver VIP"
        basePrice="29.99"
        packages={[{ id: 11, amounts: '29.99', duration: 1 }]}
        selected={21}
        onChoose={onChoose}
      />
      <TierCard
        texts={{ basePrice, privileges }}
        tier={2}
        name="Gold VIP"
        basePrice="49.99"
        packages={[{ id: 21, amounts: '49.99', duration: 1 }]}
        selected={21}
        onChoose={onChoose}
      />
    </KindredProvider>,
  );
  const silverCard = within(screen.getByRole('region', { name: 'Silver VIP' }));
  const silver = silverCard.getByRole('radio');
  const gold = within(screen.getByRole('region', { name: 'Gold VIP' })).getByRole('radio');
  expect(gold).toBeChecked();
  expect(silver).toHaveAttribute('name', gold.getAttribute('name'));
  await userEvent.click(silverCard.getByText('1 month'));
  expect(onChoose).toHaveBeenCalledWith(11);
});
