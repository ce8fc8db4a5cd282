import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text.primary};
  ${textStyle('label')};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.muted};
  ${textStyle('caption')};
`;

export const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Tag = styled.button`
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.pill};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.background.surface};
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  ${textStyle('body')};
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.background.hover};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.brand.solid};
    border-color: ${({ theme }) => theme.color.brand.solid};
    color: ${({ theme }) => theme.color.text.onBrand};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.text.disabled};
    border-color: ${({ theme }) => theme.color.border.subtle};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.control.focusRing};
  }
`;
