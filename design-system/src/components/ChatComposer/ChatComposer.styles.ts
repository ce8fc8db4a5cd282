import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const ComposerRoot = styled.form`
  background: ${({ theme }) => theme.color.background.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

export const Bar = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm};
`;

export const Input = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme }) => theme.control.touchTarget};
  max-height: 120px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.bubble};
  background: ${({ theme }) => theme.color.background.canvas};
  font-family: inherit;
  font-size: ${({ theme }) => (theme.name === 'mobile' ? '16px' : theme.text.body.size)};
  line-height: 1.4;
  resize: none;
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.color.border.focus};
    box-shadow: ${({ theme }) => theme.control.focusRing};
  }
`;

export const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
`;

export const ErrorText = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
  ${textStyle('caption')};
  color: ${({ theme }) => theme.color.text.danger};
`;
