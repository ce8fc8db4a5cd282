import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

/** A quiet strip under the message bubble: it asks, it does not alarm. */
export const QuestionRoot = styled.div<{ $done?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  max-width: 100%;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme, $done }) => ($done ? theme.color.status.info.subtle : theme.color.status.warning.subtle)};
  ${textStyle('caption')};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const QuestionIcon = styled.span`
  display: inline-flex;
  flex: none;
  svg {
    width: 16px;
    height: 16px;
  }
`;

export const QuestionText = styled.span`
  flex: 1 1 auto;
`;

export const QuestionActions = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
