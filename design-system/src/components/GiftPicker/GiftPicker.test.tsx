import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './GiftPicker.stories';
import { GiftPicker } from './GiftPicker';
import { giftCategories, gifts } from '../../testing/fixtures';
import { memberStoryTexts } from '../../docs/memberStoryTexts';

describe('GiftPicker stories', () => {
  testEveryStory(stories, {
    role: 'form',
    roleFor: {
      DoShortPlaceholder: 'textbox',
      DontLongPlaceholder: 'textbox',
      Loading: 'status',
      NoCatalogue: 'region',
    },
    checks: {
      WithRecipient: () => expect(screen.getByRole('textbox', { name: /^To \(username\)/ })).toHaveValue('carol'),
      RecipientError: () => expect(screen.getByText('User does not exist')).toBeInTheDocument(),
      Loading: () => expect(screen.getByRole('status')).toHaveTextContent('Loading gifts…'),
      NoCatalogue: () => expect(screen.getByText('The gift shop is empty')).toBeInTheDocument(),
      Empty: () => expect(screen.getAllByRole('radio')).toHaveLength(4),
      GiftChosen: () => {
        expect(screen.getByRole('tab', { name: 'Luxury' })).toHaveAttribute('aria-selected', 'true');
        expect(screen.getByRole('radio', { name: /Ring/ })).toBeChecked();
      },
      LongNames: () => {
        expect(screen.getByRole('tab', { name: 'Limited Valentine specials' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        expect(screen.getByText('Total 52000 credits')).toBeInTheDocument();
      },
      AllVariants: () => {
        expect(screen.getAllByRole('form')).toHaveLength(3);
        expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(2);
      },
      SingleQuantity: () => expect(screen.queryByRole('group', { name: 'Quantity' })).toBeNull(),
    },
  });
});

describe('GiftPicker', () => {
  it('asks for a gift before sending (no-gift)', async () => {
    const onSend = jest.fn();
    render(
      <KindredProvider locale="en">
        <GiftPicker texts={memberStoryTexts({ locale: 'en' }).gift} categories={giftCategories} onSend={onSend} />
      </KindredProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send gift' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please pick a gift');
  });

  it('sends the gift, quantity and trimmed message; the total follows the quantity', async () => {
    const onSend = jest.fn();
    const user = userEvent.setup();
    render(
      <KindredProvider locale="en">
        <GiftPicker texts={memberStoryTexts({ locale: 'en' }).gift} categories={giftCategories} onSend={onSend} />
      </KindredProvider>,
    );
    await user.click(screen.getByRole('tab', { name: 'Cozy' }));
    await user.click(screen.getByText('Teddy bear'));
    expect(screen.getByRole('radio', { name: /Teddy bear/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Fewer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByText('Total 360 credits')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), ' for you ');
    await user.click(screen.getByRole('button', { name: 'Send gift' }));
    expect(onSend).toHaveBeenCalledWith(gifts[4], 3, 'for you');
  });
});
