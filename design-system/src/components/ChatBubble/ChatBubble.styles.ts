import styled, { css } from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const BubbleRow = styled.div<{ $mine: boolean }>`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-direction: ${({ $mine }) => ($mine ? 'row-reverse' : 'row')};
  padding: ${({ theme }) => theme.space.xs} 0;
`;

export const Stack = styled.div<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  gap: 2px;
  max-width: 75%;
`;

export const Bubble = styled.div<{ $mine: boolean; $image: boolean; $status?: 'pending' | 'failed' }>`
  padding: ${({ theme, $image }) => ($image ? '4px' : `${theme.space.sm} ${theme.space.md}`)};
  border-radius: ${({ theme }) => theme.radius.bubble};
  ${textStyle('body')};
  overflow-wrap: anywhere;
  ${({ $mine, theme }) =>
    $mine
      ? css`
          background: ${theme.color.chat.mine};
          color: ${theme.color.chat.mineText};
          border-bottom-right-radius: ${theme.radius.small};
        `
      : css`
          background: ${theme.color.chat.theirs};
          color: ${theme.color.chat.theirsText};
          border-bottom-left-radius: ${theme.radius.small};
          box-shadow: ${theme.elevation.raised};
          border: 1px solid ${theme.color.border.subtle};
        `}
  ${({ $status, theme }) =>
    $status === 'pending'
      ? css`
          opacity: 0.6;
        `
      : $status === 'failed'
        ? css`
            outline: 2px solid ${theme.color.status.danger.solid};
            outline-offset: 1px;
          `
        : ''}
  img.picture {
    display: block;
    max-width: 220px;
    max-height: 260px;
    border-radius: ${({ theme }) => theme.radius.control};
  }
`;

export const Time = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
`;

export const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.status.danger.text};
  ${textStyle('caption')};
`;
