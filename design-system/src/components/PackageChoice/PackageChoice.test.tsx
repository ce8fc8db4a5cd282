import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './PackageChoice.stories';
import { PackageChoice } from './PackageChoice';

describe('PackageChoice stories', () => {
  testEveryStory(stories, {
    role: 'group',
    checks: {
      TopUps: () => {
        expect(screen.getByRole('group', { name: 'Recharge' })).toBeInTheDocument();
        expect(screen.getByRole('radio', { name: /800\.00/ })).toBeChecked();
      },
      NothingChosen: () => {
        expect(screen.getAllByRole('radio')).toHaveLength(4);
        expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
      },
      SilverPlans: () => {
        expect(screen.getByRole('group', { name: 'Silver VIP' })).toBeInTheDocument();
        expect(screen.getByRole('radio', { name: /^3 months/ })).toHaveAccessibleName(/Save 11%/);
      },
    },
  });
});

it('reports the package chosen and shows the chosen one checked', async () => {
  const onChoose = jest.fn();
  render(
    <KindredProvider locale="en">
      <PackageChoice
        legend="Recharge packages"
        name="recharge"
        packages={[
          { id: 1, amounts: '100.00' },
          { id: 3, amounts: '800.00' },
        ]}
        selected={3}
        onChoose={onChoose}
      />
    </KindredProvider>,
  );
  expect(screen.getByRole('radio', { name: /800\.00/ })).toBeChecked();
  await userEvent.click(screen.getByText('$100.00'));
  expect(onChoose).toHaveBeenCalledWith(1);
});
