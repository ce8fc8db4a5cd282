import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const CardLabel = styled.label<{ $tier: 0 | 1 | 2 }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
  border: 2px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.surface};
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast},
    transform ${({ theme }) => theme.motion.fast};
  &:hover {
    border-color: ${({ theme }) => theme.color.border.default};
    transform: translateY(-1px);
  }
  &:has(input:checked) {
    border-color: ${({ theme, $tier }) => ($tier === 2 ? theme.color.vip.gold.solid : theme.color.brand.solid)};
    background: ${({ theme, $tier }) => ($tier === 2 ? theme.color.background.accentSubtle : theme.color.background.brandSubtle)};
    box-shadow: ${({ theme }) => theme.elevation.card};
  }
  &:has(input:focus-visible) {
    box-shadow: ${({ theme }) => theme.control.focusRing};
  }
  &:has(input:disabled) {
    opacity: 0.55;
    cursor: not-allowed;
    transform: none;
  }
`;

export const HiddenRadio = styled.input`
  position: absolute;
  opacity: 0;
  pointer-events: none;
`;

export const Duration = styled.span`
  ${textStyle('bodyStrong')};
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const Monthly = styled.span`
  font-family: ${({ theme }) => theme.font.display};
  ${textStyle('heading')};
  color: ${({ theme }) => theme.color.text.primary};
  font-variant-numeric: tabular-nums;
`;

export const Total = styled.span`
  ${textStyle('caption')};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Save = styled.span`
  position: absolute;
  top: -10px;
  right: ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.status.success.solid};
  color: ${({ theme }) => theme.color.text.inverse};
  font-size: ${({ theme }) => theme.text.caption.size};
  font-weight: 700;
  line-height: 22px;
`;

export const Check = styled.span`
  position: absolute;
  bottom: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  display: none;
  color: ${({ theme }) => theme.color.text.brand};
  svg {
    width: 18px;
    height: 18px;
  }
  label:has(input:checked) > & {
    display: inline-flex;
  }
`;
