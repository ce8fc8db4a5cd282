import styled, { css } from 'styled-components';
import { textStyle } from '../../tokens/mixins';

/** Shared by every labelled form control (TextField, PasswordField, Select, BirthdayPicker). */
export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  ${textStyle('label')};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const RequiredMark = styled.span`
  color: ${({ theme }) => theme.color.text.danger};
  margin-inline-start: 2px;
`;

export const FieldFooter = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  ${textStyle('caption')};
`;

export const FieldHint = styled.span<{ $error?: boolean }>`
  color: ${({ theme, $error }) => ($error ? theme.color.text.danger : theme.color.text.muted)};
`;

export const Counter = styled.span<{ $full: boolean }>`
  margin-inline-start: auto;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $full }) => ($full ? theme.color.text.danger : theme.color.text.muted)};
`;

/** The box around an input: border, radius, focus ring and the error state. */
export const controlBox = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.control.height.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.border.danger : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme }) => theme.color.background.surface};
  color: ${({ theme }) => theme.color.text.primary};
  font-family: inherit;
  /* 16 px on mobile keeps iOS from zooming into the field. */
  font-size: ${({ theme }) => (theme.name === 'mobile' ? '16px' : theme.text.body.size)};
  line-height: ${({ theme }) => theme.text.body.lineHeight};
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};
  &::placeholder {
    color: ${({ theme }) => theme.color.text.muted};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.border.strong};
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.color.border.focus};
    box-shadow: ${({ theme }) => theme.control.focusRing};
  }
  &:disabled {
    background: ${({ theme }) => theme.color.background.sunken};
    color: ${({ theme }) => theme.color.text.muted};
    cursor: not-allowed;
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlBox};
`;

export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlBox};
  min-height: 88px;
  resize: vertical;
`;

export const InputWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;
