import styled from 'styled-components';
import { textStyle, visuallyHidden } from '../../tokens/mixins';

export const Figure = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.surface};
`;

export const Caption = styled.figcaption`
  margin-bottom: ${({ theme }) => theme.space.md};
  ${textStyle('title')};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const Total = styled.span`
  margin-inline-start: ${({ theme }) => theme.space.sm};
  ${textStyle('body')};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const ValuesTable = styled.table`
  ${visuallyHidden};
`;
