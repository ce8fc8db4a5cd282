import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './PackageCard.stories';
import { PackageCard } from './PackageCard';

describe('PackageCard stories', () => {
  testEveryStory(stories, {
    role: 'radio',
    checks: {
      Silver: () => {
        const radio = screen.getByRole('radio');
        expect(radio).toHaveAccessibleName('3 months $26.66/month $79.99 in total Save 11%');
        expect(radio).not.toBeChecked();
      },
      SilverChosen: () => expect(screen.getByRole('radio')).toBeChecked(),
      BasePrice: () => expect(screen.queryByText(/Save/)).toBeNull(),
      GoldYear: () =>
        expect(screen.getByRole('radio')).toHaveAccessibleName('12 months $35.00/month $419.99 in total Save 30%'),
      TopUp: () => expect(screen.getByRole('radio')).toHaveAccessibleName('$800.00 800.00 credits'),
      Disabled: () => expect(screen.getByRole('radio')).toBeDisabled(),
      AllVariants: () => {
        expect(screen.getAllByRole('radio')).toHaveLength(10);
        expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(2);
      },
      SilverPlans: () => expect(screen.getAllByRole('radio')).toHaveLength(4),
    },
  });
});

it('is one radio group: choosing a card reports its package id', async () => {
  const onChange = jest.fn((event) => event.target.value);
  render(
    <KindredProvider locale="zhtw">
      <PackageCard name="p" packageId={1} amount="29.99" months={1} basePrice="29.99" onChange={onChange} />
      <PackageCard name="p" packageId={4} amount="239.99" months={12} basePrice="29.99" onChange={onChange} />
    </KindredProvider>,
  );
  await userEvent.click(screen.getByText('12 個月'));
  expect(onChange).toHaveReturnedWith('4');
  expect(screen.getByText('$20.00/月')).toBeInTheDocument();
  expect(screen.getByText('省 33%')).toBeInTheDocument();
});
