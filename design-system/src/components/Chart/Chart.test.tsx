import { render, screen, within } from '@testing-library/react';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './Chart.stories';
import { Chart } from './Chart';

describe('Chart stories', () => {
  testEveryStory(stories, {
    role: 'figure',
    checks: {
      Bars: () => expect(screen.getByRole('figure', { name: /Sign up/ })).toBeInTheDocument(),
      Line: () => expect(screen.getByRole('table', { name: /Values of/ })).toHaveTextContent('$'),
    },
  });
});

it('gives every value to screen readers as a table, formatted', () => {
  render(
    <KindredProvider locale="en">
      <Chart
        title="Revenue"
        kind="line"
        data={[
          { label: '11-23', value: 10 },
          { label: '11-24', value: 25.5 },
        ]}
        formatValue={(value) => value.toFixed(2)}
      />
    </KindredProvider>,
  );
  const table = screen.getByRole('table', { name: 'Values of Revenue' });
  expect(within(table).getByRole('rowheader', { name: '11-24' })).toBeInTheDocument();
  expect(within(table).getByRole('cell', { name: '25.50' })).toBeInTheDocument();
});
