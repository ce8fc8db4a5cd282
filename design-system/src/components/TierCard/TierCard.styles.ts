import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const TierRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => (theme.name === 'mobile' ? theme.space.sm : theme.space.md)};
  padding: ${({ theme }) => (theme.name === 'mobile' ? theme.space.md : theme.space.lg)};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};
`;

export const TierTitle = styled.h2`
  margin: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  ${textStyle('title')};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const BasePrice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;
