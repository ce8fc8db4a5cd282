import { render, screen } from '@testing-library/react';
import { TextsTable, textRows } from './TextsTable';
import { staffStoryTexts } from './staffStoryTexts';
import { emoticonLabels } from './emoticonLabels';

it('flattens a texts object to dotted names, a list to its lines', () => {
  expect(textRows({ a: 'A', b: { c: 'C', d: ['one', 'two'] }, skip: 3 })).toEqual([
    ['a', 'A'],
    ['b.c', 'C'],
    ['b.d', 'one / two'],
  ]);
});

it('shows each text of one part in zhtw, zhcn and en', () => {
  render(<TextsTable texts={staffStoryTexts} path="pagination" />);
  expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Text', 'zhtw', 'zhcn', 'en']);
  expect(screen.getByRole('rowheader', { name: 'previous' }).parentElement).toHaveTextContent(
    'previous上一頁上一页Previous page',
  );
});

it('names the rows by their paths when it shows several parts', () => {
  render(<TextsTable texts={emoticonLabels} path={['[smile]', '[rose]']} />);
  expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['[smile]', '[rose]']);
  expect(screen.getByRole('rowheader', { name: '[rose]' }).parentElement).toHaveTextContent('[rose]玫瑰玫瑰Rose');
});

it('marks a text missing in a language', () => {
  const partial = (globals: Record<string, unknown>) => (globals.locale === 'en' ? { a: 'A' } : { a: '甲', b: '乙' });
  render(<TextsTable texts={partial} />);
  expect(screen.getByRole('rowheader', { name: 'b' }).parentElement).toHaveTextContent('b乙乙(missing)');
});
