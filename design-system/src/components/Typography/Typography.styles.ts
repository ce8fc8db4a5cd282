import styled from 'styled-components';
import { focusRing, textStyle } from '../../tokens/mixins';

export type HeadingSize = 'heading' | 'title';
export type TextTone = 'primary' | 'secondary' | 'muted';
export type TextSize = 'body' | 'caption';

export const HeadingRoot = styled.h1<{ $size: HeadingSize }>`
  margin: 0;
  ${({ $size }) => textStyle($size)};
  font-family: ${({ theme, $size }) => ($size === 'heading' ? theme.font.display : 'inherit')};
  color: ${({ theme }) => theme.color.text.primary};
  overflow-wrap: anywhere;
`;

export const TextRoot = styled.p<{ $tone: TextTone; $size: TextSize }>`
  margin: 0;
  ${({ $size }) => textStyle($size)};
  color: ${({ theme, $tone }) => theme.color.text[$tone]};
  overflow-wrap: anywhere;
`;

/** One underline rule for every layout: none at rest, underlined on hover and keyboard focus. */
export const LinkRoot = styled.a`
  color: ${({ theme }) => theme.color.text.brand};
  font-weight: ${({ theme }) => theme.text.label.weight};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.small};
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
  ${focusRing};
`;
