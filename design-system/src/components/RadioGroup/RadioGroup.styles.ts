import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  ${textStyle('label')};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const Options = styled.div<{ $orientation: 'vertical' | 'horizontal' }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'vertical' ? 'column' : 'row')};
  flex-wrap: wrap;
  gap: ${({ theme, $orientation }) => ($orientation === 'vertical' ? 0 : theme.space.lg)};
`;

export const OptionLabel = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.control.touchTarget};
  padding-block: ${({ theme }) => theme.space.sm};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
  ${textStyle('body')};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const Dot = styled.span`
  flex: none;
  width: 20px;
  height: 20px;
  margin-top: 2px;
  border: 2px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.background.surface};
  transition: border ${({ theme }) => theme.motion.fast};
`;

export const NativeRadio = styled.input`
  position: absolute;
  opacity: 0;
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  &:checked + ${Dot} {
    border: 6px solid ${({ theme }) => theme.color.brand.solid};
  }
  &:focus-visible + ${Dot} {
    box-shadow: ${({ theme }) => theme.control.focusRing};
  }
`;

export const OptionTexts = styled.span`
  display: flex;
  flex-direction: column;
`;

export const OptionDescription = styled.span`
  ${textStyle('caption')};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const GroupError = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  ${textStyle('caption')};
  color: ${({ theme }) => theme.color.text.danger};
`;
