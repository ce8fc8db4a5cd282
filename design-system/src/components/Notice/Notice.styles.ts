import styled, { css } from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export type NoticeTone = 'info' | 'warning' | 'upgrade';

const tones = {
  info: css`
    background: ${({ theme }) => theme.color.status.info.subtle};
    border-inline-start-color: ${({ theme }) => theme.color.status.info.solid};
  `,
  warning: css`
    background: ${({ theme }) => theme.color.status.warning.subtle};
    border-inline-start-color: ${({ theme }) => theme.color.status.warning.solid};
  `,
  upgrade: css`
    background: ${({ theme }) => theme.color.brand.subtle};
    border-inline-start-color: ${({ theme }) => theme.color.brand.solid};
  `,
};

/** One look in both layouts: a tinted strip with a coloured edge, never a raised card. */
export const NoticeRoot = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-inline-start: 4px solid;
  border-radius: ${({ theme }) => theme.radius.small};
  ${({ $tone }) => tones[$tone]};
  ${textStyle('body')};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const NoticeIcon = styled.span`
  display: inline-flex;
  flex: none;
  svg {
    width: 20px;
    height: 20px;
  }
`;

export const NoticeMessage = styled.div`
  flex: 1 1 12em;
  min-width: 0;
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
`;

export const NoticeActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;
