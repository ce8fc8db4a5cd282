import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const EmptyRoot = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  text-align: center;
`;

export const Illustration = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.background.brandSubtle};
  color: ${({ theme }) => theme.color.text.brand};
  svg {
    width: 32px;
    height: 32px;
  }
`;

export const EmptyTitle = styled.h3`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  ${textStyle('title')};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const EmptyText = styled.p`
  margin: 0;
  max-width: 320px;
  ${textStyle('body')};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const EmptyAction = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;
