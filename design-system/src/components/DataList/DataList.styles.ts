import styled, { css } from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export type DataListLayout = 'columns' | 'stacked';

export const List = styled.dl<{ $layout: DataListLayout }>`
  margin: 0;
  display: grid;
  ${({ $layout, theme }) =>
    $layout === 'columns'
      ? css`
          grid-template-columns: minmax(8em, max-content) 1fr;
          column-gap: ${theme.space.lg};
          row-gap: ${theme.space.sm};
        `
      : css`
          grid-template-columns: 1fr;
          row-gap: ${theme.space.xxs};
        `}
`;

export const Term = styled.dt`
  ${textStyle('label')};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Description = styled.dd<{ $layout: DataListLayout }>`
  margin: 0 0 ${({ theme, $layout }) => ($layout === 'stacked' ? theme.space.sm : theme.space.none)};
  ${textStyle('body')};
  color: ${({ theme }) => theme.color.text.primary};
  overflow-wrap: anywhere;
`;
