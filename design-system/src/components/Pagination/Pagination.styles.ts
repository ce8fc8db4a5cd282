import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const PaginationRoot = styled.nav`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.lg};
`;

export const PaginationList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  ${textStyle('body')};
  font-variant-numeric: tabular-nums;
`;

/** The gap between page numbers that are not shown. */
export const PaginationGap = styled.li`
  min-width: 2ch;
  text-align: center;
  color: ${({ theme }) => theme.color.text.muted};
`;
