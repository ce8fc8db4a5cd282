import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const CheckboxLabel = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.control.touchTarget};
  padding-block: ${({ theme }) => theme.space.sm};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
  color: ${({ theme }) => theme.color.text.primary};
  ${textStyle('body')};
`;

export const Box = styled.span`
  position: relative;
  flex: none;
  width: 20px;
  height: 20px;
  margin-top: 2px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 2px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.background.surface};
  color: ${({ theme }) => theme.color.text.onBrand};
  transition:
    background ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};
  svg {
    width: 14px;
    height: 14px;
    opacity: 0;
  }
`;

export const NativeInput = styled.input`
  position: absolute;
  opacity: 0;
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  cursor: inherit;
  &:checked + ${Box} {
    background: ${({ theme }) => theme.color.brand.solid};
    border-color: ${({ theme }) => theme.color.brand.solid};
    svg {
      opacity: 1;
    }
  }
  &:focus-visible + ${Box} {
    box-shadow: ${({ theme }) => theme.control.focusRing};
  }
  &[aria-invalid='true'] + ${Box} {
    border-color: ${({ theme }) => theme.color.border.danger};
  }
`;

export const Texts = styled.span`
  display: flex;
  flex-direction: column;
`;

export const Description = styled.span`
  ${textStyle('caption')};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const ErrorText = styled.span`
  ${textStyle('caption')};
  color: ${({ theme }) => theme.color.text.danger};
`;
