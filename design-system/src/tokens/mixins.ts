import { css, type DefaultTheme } from 'styled-components';
import type { TextStyleName } from './themes';

/** Font size, leading and weight of one semantic text style of the active theme. */
export const textStyle = (name: TextStyleName) => css`
  font-size: ${({ theme }: { theme: DefaultTheme }) => theme.text[name].size};
  line-height: ${({ theme }: { theme: DefaultTheme }) => theme.text[name].lineHeight};
  font-weight: ${({ theme }: { theme: DefaultTheme }) => theme.text[name].weight};
`;

/** Keyboard focus indicator; pointer clicks do not show it. */
export const focusRing = css`
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }: { theme: DefaultTheme }) => theme.control.focusRing};
  }
`;

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
