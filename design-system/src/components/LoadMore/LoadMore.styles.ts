import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const LoadMoreRoot = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg} 0;
`;

export const EndText = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  margin: 0;
  ${textStyle('caption')};
  color: ${({ theme }) => theme.color.text.muted};
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.color.border.subtle};
  }
`;
