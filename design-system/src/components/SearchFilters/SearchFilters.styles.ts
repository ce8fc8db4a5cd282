import styled, { css } from 'styled-components';

export type SearchFiltersLayout = 'mobile' | 'desktop';

/**
 * mobile: a sheet over the results' page (full width, rounded top, the search button at its foot);
 * desktop: a side panel beside the results (a card). Keeping it in view is the screen's: a sticky panel
 * inside a column that holds more under it (the saved searches) would cover what follows it, so the
 * screen makes the whole column sticky (as /w/home/discover does).
 */
export const FiltersForm = styled.form<{ $layout: SearchFiltersLayout }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  background: ${({ theme }) => theme.color.background.surface};
  ${({ $layout, theme }) =>
    $layout === 'mobile'
      ? css`
          padding: ${theme.space.md} ${theme.space.gutter};
          border-radius: ${theme.radius.dialog} ${theme.radius.dialog} 0 0;
          border-top: 1px solid ${theme.color.border.subtle};
        `
      : css`
          padding: ${theme.space.lg};
          border-radius: ${theme.radius.card};
          box-shadow: ${theme.elevation.card};
          align-self: start;
        `}
`;

export const Toggles = styled.div`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space.lg};
`;
