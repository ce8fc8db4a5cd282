import styled, { css } from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export type VerifiedBadgeSize = 'sm' | 'md';

const mark = {
  sm: css`
    width: 14px;
    height: 14px;
  `,
  md: css`
    width: 18px;
    height: 18px;
  `,
};

/** The badge: a check mark on a round info-blue mark, with its word beside it in `label`. */
export const VerifiedBadgeRoot = styled.span<{ $size: VerifiedBadgeSize; $label: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  vertical-align: middle;
  color: ${({ theme }) => theme.color.status.info.text};
  ${textStyle('caption')};
  font-weight: 600;
  white-space: nowrap;
  ${({ $label, theme }) =>
    $label &&
    css`
      padding: 0 ${theme.space.sm} 0 ${theme.space.xs};
      border-radius: ${theme.radius.pill};
      background: ${theme.color.status.info.subtle};
    `}
`;

export const VerifiedMark = styled.span<{ $size: VerifiedBadgeSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.status.info.solid};
  color: ${({ theme }) => theme.color.background.surface};
  ${({ $size }) => mark[$size]};
  & > svg {
    width: 70%;
    height: 70%;
  }
`;
