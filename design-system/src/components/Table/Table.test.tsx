import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KindredProvider } from '../../provider/KindredProvider';
import { testEveryStory } from '../../testing/storyTests';
import * as stories from './Table.stories';
import { Table } from './Table';

describe('Table stories', () => {
  testEveryStory(stories, {
    role: 'table',
    checks: {
      Default: () => {
        expect(screen.getByRole('table', { name: /Member/ })).toBeInTheDocument();
        expect(screen.getAllByRole('row')).toHaveLength(4);
        expect(screen.getByRole('columnheader', { name: 'Balance' })).toBeInTheDocument();
      },
      Selectable: () => expect(screen.getAllByRole('row', { selected: true })).toHaveLength(2),
      Empty: () => expect(screen.getByRole('cell', { name: 'Nothing to show' })).toBeInTheDocument(),
    },
  });
});

const rows = [
  { id: 1, name: 'mei' },
  { id: 2, name: 'sora' },
];

it('activates a row with Enter and reports selections', async () => {
  const onRowClick = jest.fn();
  const onSelectionChange = jest.fn();
  render(
    <KindredProvider locale="en">
      <Table
        caption="Queue"
        columns={[{ id: 'name', header: 'Name', cell: (row: { name: string }) => row.name }]}
        rows={rows}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        selected={[]}
        onSelectionChange={onSelectionChange}
        onRowClick={onRowClick}
      />
    </KindredProvider>,
  );
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select sora' }));
  expect(onSelectionChange).toHaveBeenLastCalledWith([2]);
  expect(onRowClick).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows' }));
  expect(onSelectionChange).toHaveBeenLastCalledWith([1, 2]);
  const row = within(screen.getByRole('table')).getAllByRole('row')[1];
  row.focus();
  await userEvent.keyboard('{Enter}');
  expect(onRowClick).toHaveBeenCalledWith(rows[0]);
});
