import styled, { css } from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const tones = {
  neutral: css`
    background: ${({ theme }) => theme.color.neutral.subtle};
    color: ${({ theme }) => theme.color.text.secondary};
    border-color: ${({ theme }) => theme.color.border.default};
  `,
  info: css`
    background: ${({ theme }) => theme.color.status.info.subtle};
    color: ${({ theme }) => theme.color.status.info.text};
    border-color: ${({ theme }) => theme.color.status.info.solid};
  `,
  success: css`
    background: ${({ theme }) => theme.color.status.success.subtle};
    color: ${({ theme }) => theme.color.status.success.text};
    border-color: ${({ theme }) => theme.color.status.success.solid};
  `,
  warning: css`
    background: ${({ theme }) => theme.color.status.warning.subtle};
    color: ${({ theme }) => theme.color.status.warning.text};
    border-color: ${({ theme }) => theme.color.status.warning.solid};
  `,
  danger: css`
    background: ${({ theme }) => theme.color.status.danger.subtle};
    color: ${({ theme }) => theme.color.status.danger.text};
    border-color: ${({ theme }) => theme.color.status.danger.solid};
  `,
};

/** A tinted pill with a coloured dot: the dot and the word carry the state, not the tint alone. */
export const StatusTagRoot = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.pill};
  ${textStyle('caption')};
  font-weight: 600;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  ${({ $tone }) => tones[$tone]};
  &::before {
    content: '';
    flex: none;
    width: 6px;
    height: 6px;
    border-radius: ${({ theme }) => theme.radius.round};
    background: currentColor;
  }
`;
