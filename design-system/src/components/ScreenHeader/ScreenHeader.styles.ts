import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const HeaderRoot = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.control.height.lg};
`;

export type ScreenHeaderSize = 'title' | 'heading';

export const HeaderTitle = styled.h1<{ $size: ScreenHeaderSize }>`
  flex: 1;
  min-width: 0;
  margin: 0;
  ${({ $size }) => textStyle($size)};
  font-family: ${({ theme, $size }) => ($size === 'heading' ? theme.font.display : 'inherit')};
  color: ${({ theme }) => theme.color.text.primary};
  overflow-wrap: anywhere;
`;

export const HeaderActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;
