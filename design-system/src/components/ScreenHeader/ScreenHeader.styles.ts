import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const HeaderRoot = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.control.height.lg};
`;

export const HeaderTitle = styled.h1`
  flex: 1;
  min-width: 0;
  margin: 0;
  ${textStyle('title')};
  color: ${({ theme }) => theme.color.text.primary};
  overflow-wrap: anywhere;
`;

export const HeaderActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;
