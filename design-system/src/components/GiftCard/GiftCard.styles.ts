import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const GiftRoot = styled.figure<{ $selected: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.color.brand.solid : theme.color.border.subtle)};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme, $selected }) => ($selected ? theme.color.background.brandSubtle : theme.color.background.surface)};
  text-align: center;
  img {
    width: 56px;
    height: 56px;
    object-fit: contain;
  }
`;

export const GiftName = styled.figcaption`
  ${textStyle('bodyStrong')};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const Price = styled.span`
  ${textStyle('caption')};
  color: ${({ theme }) => theme.color.text.brand};
  font-weight: 700;
`;

export const From = styled.span`
  ${textStyle('caption')};
  color: ${({ theme }) => theme.color.text.muted};
`;
