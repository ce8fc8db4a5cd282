import styled from 'styled-components';
import { focusRing } from '../../tokens/mixins';

export const Bar = styled.nav<{ $fixed: boolean }>`
  position: ${({ $fixed }) => ($fixed ? 'fixed' : 'relative')};
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.layer.sticky};
  background: ${({ theme }) => theme.color.background.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
  box-shadow: ${({ theme }) => theme.elevation.bottomBar};
  padding-bottom: env(safe-area-inset-bottom);
`;

export const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;
  height: ${({ theme }) => theme.layout.bottomBarHeight};
`;

export const Link = styled.a`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  height: 100%;
  color: ${({ theme }) => theme.color.text.muted};
  text-decoration: none;
  font-size: ${({ theme }) => theme.text.caption.size};
  font-weight: 500;
  border-radius: ${({ theme }) => theme.radius.control};
  ${focusRing};
  svg {
    width: 24px;
    height: 24px;
  }
  &:hover {
    color: ${({ theme }) => theme.color.text.primary};
    background: ${({ theme }) => theme.color.background.hover};
  }
  &:active {
    background: ${({ theme }) => theme.color.background.pressed};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.text.brand};
    font-weight: 700;
  }
  &[aria-current='page'] svg {
    fill: ${({ theme }) => theme.color.brand.subtle};
  }
`;

export const IconWrap = styled.span`
  position: relative;
  display: inline-flex;
`;

/** After the label in reading order ("Messages 7 unread"), drawn on the icon's corner. */
export const BadgeSlot = styled.span`
  position: absolute;
  top: 2px;
  left: calc(50% + 4px);
`;
