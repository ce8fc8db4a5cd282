import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './BirthdayPicker.stories';
import { BirthdayPicker } from './BirthdayPicker';
import { daysInMonth, isLeapYear, partOptions } from './calendar';

describe('BirthdayPicker stories', () => {
  testEveryStory(stories, {
    role: 'group',
    roleFor: { DontFreeText: 'textbox' },
    checks: {
      Selects: () => {
        expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('1990');
        expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('1');
        expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue('1');
      },
      LeapYearFebruary: () => {
        const day = screen.getByRole('combobox', { name: 'Day' });
        expect(day).toHaveValue('29');
        expect(day.querySelectorAll('option:not([value=""])')).toHaveLength(29);
      },
      Native: () => {
        const input = screen.getByRole('group', { name: 'Birthday' }).querySelector('input')!;
        expect(input).toHaveAttribute('min', '1950-01-01');
        expect(input).toHaveAttribute('max', '2025-06-15');
        expect(input).toHaveValue('1990-01-01');
      },
    },
  });
});

describe('calendar rules', () => {
  it('knows leap years', () => {
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2023)).toBe(false);
  });
  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [1900, 2, 28],
    [2023, 4, 30],
    [2023, 1, 31],
    [2023, 12, 31],
    [2023, 11, 30],
  ])('%i-%i has %i days', (y, m, n) => expect(daysInMonth(y, m)).toBe(n));
  it('offers years from today back to 1950 and no future days', () => {
    const { years, months, days } = partOptions(
      { year: 1950, month: 1, day: 1 },
      { year: 2025, month: 6, day: 15 },
      2025,
      6,
    );
    expect(years[0]).toBe(2025);
    expect(years[years.length - 1]).toBe(1950);
    expect(months).toEqual([1, 2, 3, 4, 5, 6]);
    expect(days).toHaveLength(15);
  });
});

describe('BirthdayPicker selects', () => {
  function setup(defaultValue?: Date) {
    const onValueChange = jest.fn();
    render(
      <KindredProvider locale="en" theme="desktop">
        <BirthdayPicker
          label="Birthday"
          max={new Date(2025, 5, 15)}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
        />
      </KindredProvider>,
    );
    const get = (name: string) => screen.getByRole('combobox', { name });
    const dayCount = () => get('Day').querySelectorAll('option:not([value=""])').length;
    return { get, dayCount, onValueChange };
  }

  it('uses selects on the desktop theme and follows month lengths', async () => {
    const { get, dayCount, onValueChange } = setup();
    await userEvent.selectOptions(get('Year'), '2023');
    await userEvent.selectOptions(get('Month'), '4');
    expect(dayCount()).toBe(30);
    await userEvent.selectOptions(get('Month'), '2');
    expect(dayCount()).toBe(28);
    await userEvent.selectOptions(get('Year'), '2024');
    expect(dayCount()).toBe(29);
    await userEvent.selectOptions(get('Day'), '29');
    expect(onValueChange).toHaveBeenLastCalledWith(new Date(2024, 1, 29));
  });

  it('moves 29 February to the 28th when the year is not a leap year', async () => {
    const { get, onValueChange } = setup(new Date(2024, 1, 29));
    await userEvent.selectOptions(get('Year'), '2023');
    expect(get('Day')).toHaveValue('28');
    expect(onValueChange).toHaveBeenLastCalledWith(new Date(2023, 1, 28));
  });

  it('moves the 31st to the 30th when switching to a 30-day month', async () => {
    const { get } = setup(new Date(1990, 0, 31));
    await userEvent.selectOptions(get('Month'), '11');
    expect(get('Day')).toHaveValue('30');
  });
});
