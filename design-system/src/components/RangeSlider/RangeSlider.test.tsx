import { fireEvent, render, screen } from '@testing-library/react';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './RangeSlider.stories';
import { RangeSlider } from './RangeSlider';

describe('RangeSlider stories', () => {
  testEveryStory(stories, {
    role: 'slider',
    checks: {
      AnyAge: () => {
        expect(screen.getByRole('group', { name: 'Age' })).toBeInTheDocument();
        expect(screen.getByRole('slider', { name: 'Age from' })).toHaveValue('18');
        expect(screen.getByRole('slider', { name: 'Age to' })).toHaveValue('99');
      },
      Disabled: () => screen.getAllByRole('slider').forEach((thumb) => expect(thumb).toBeDisabled()),
    },
  });
});

it('keeps the low end at or below the high one and the high end at or above the low one', () => {
  const onValueChange = jest.fn();
  render(
    <KindredProvider locale="en">
      <RangeSlider
        label="Age"
        thumbLabels={['Age from', 'Age to']}
        names={['age_min', 'age_max']}
        min={18}
        max={99}
        value={[25, 35]}
        onValueChange={onValueChange}
      />
    </KindredProvider>,
  );
  fireEvent.change(screen.getByRole('slider', { name: 'Age from' }), { target: { value: '50' } });
  expect(onValueChange).toHaveBeenLastCalledWith([35, 35]);
  fireEvent.change(screen.getByRole('slider', { name: 'Age to' }), { target: { value: '20' } });
  expect(onValueChange).toHaveBeenLastCalledWith([25, 25]);
  fireEvent.change(screen.getByRole('slider', { name: 'Age to' }), { target: { value: '60' } });
  expect(onValueChange).toHaveBeenLastCalledWith([25, 60]);
  expect(screen.getByRole('slider', { name: 'Age from' })).toHaveAttribute('name', 'age_min');
  expect(screen.getByRole('slider', { name: 'Age from' })).toHaveAttribute('aria-valuetext', '25');
});
