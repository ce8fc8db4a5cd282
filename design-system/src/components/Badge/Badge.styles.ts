import styled, { css } from 'styled-components';

export type BadgeTone = 'danger' | 'brand' | 'neutral';

export const BadgeRoot = styled.span<{ $tone: BadgeTone; $dot: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  font-family: inherit;
  font-size: ${({ theme }) => theme.text.caption.size};
  font-weight: 700;
  line-height: 1;
  font-variant-numeric: tabular-nums;
  border: 2px solid ${({ theme }) => theme.color.background.surface};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.badge.text};
  background: ${({ theme, $tone }) =>
    $tone === 'brand'
      ? theme.color.brand.solid
      : $tone === 'neutral'
        ? theme.color.neutral.solid
        : theme.color.badge.background};
  ${({ $dot, theme }) =>
    $dot
      ? css`
          width: 12px;
          height: 12px;
        `
      : css`
          min-width: 20px;
          height: 20px;
          padding: 0 ${theme.space.xs};
        `}
`;
