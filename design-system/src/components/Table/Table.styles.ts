import styled from 'styled-components';
import { focusRing, textStyle, visuallyHidden } from '../../tokens/mixins';

export type TableDensity = 'compact' | 'comfortable';
export type CellAlign = 'start' | 'end' | 'center';

export const Scroller = styled.div`
  overflow-x: auto;
  /* Focusable while it scrolls sideways: arrow keys scroll it. */
  ${focusRing};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.surface};
`;

export const TableRoot = styled.table`
  width: 100%;
  border-collapse: collapse;
  ${textStyle('body')};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const Caption = styled.caption<{ $hidden: boolean }>`
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')};
  padding: ${({ theme }) => theme.space.md};
  text-align: start;
  ${textStyle('title')};
`;

export const HeaderCell = styled.th<{ $align: CellAlign; $density: TableDensity }>`
  padding: ${({ theme, $density }) => ($density === 'compact' ? theme.space.xs : theme.space.sm)}
    ${({ theme }) => theme.space.md};
  text-align: ${({ $align }) => $align};
  ${textStyle('label')};
  color: ${({ theme }) => theme.color.text.secondary};
  background: ${({ theme }) => theme.color.background.sunken};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  white-space: nowrap;
`;

export const Cell = styled.td<{ $align: CellAlign; $density: TableDensity }>`
  padding: ${({ theme, $density }) => ($density === 'compact' ? theme.space.xs : theme.space.md)}
    ${({ theme }) => theme.space.md};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

export const Row = styled.tr<{ $clickable: boolean }>`
  cursor: ${({ $clickable }) => ($clickable ? 'pointer' : 'default')};
  &:hover {
    background: ${({ theme, $clickable }) => ($clickable ? theme.color.background.hover : 'transparent')};
  }
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.background.selected};
  }
  /* A clickable row is focusable (Enter opens it): the ring sits inside the table's edges. */
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -2px;
  }
  &:last-child > td {
    border-bottom: 0;
  }
`;

export const SelectCell = styled.td`
  width: ${({ theme }) => theme.control.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

export const SelectHeader = styled.th`
  width: ${({ theme }) => theme.control.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.background.sunken};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
`;

export const SelectBox = styled.input`
  width: ${({ theme }) => theme.control.iconSize.sm};
  height: ${({ theme }) => theme.control.iconSize.sm};
  accent-color: ${({ theme }) => theme.color.brand.solid};
  cursor: pointer;
`;

export const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.color.text.muted};
`;
