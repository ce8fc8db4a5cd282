import styled from 'styled-components';
import { focusRing, textStyle, visuallyHidden } from '../../tokens/mixins';

export const Header = styled.header`
  position: relative;
  z-index: ${({ theme }) => theme.layer.sticky};
  background: ${({ theme }) => theme.color.background.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  box-shadow: ${({ theme }) => theme.elevation.raised};
`;

export const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  height: ${({ theme }) => theme.layout.topMenuHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.xl};
`;

export const Brand = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text.brand};
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.text.heading.size};
  font-weight: 800;
  letter-spacing: -0.02em;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.control};
  ${focusRing};
`;

export const BrandMark = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 34px;
  height: 34px;
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme }) => theme.color.brand.gradient};
  color: ${({ theme }) => theme.color.text.onBrand};
  svg {
    width: 20px;
    height: 20px;
    fill: currentColor;
  }
`;

export const Nav = styled.nav`
  flex: 1;
  min-width: 0;
`;

/* On a narrow window the tabs scroll sideways instead of running under the menus. */
export const NavList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs};
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;
`;

export const NavLink = styled.a`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  height: ${({ theme }) => theme.control.height.md};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.text.secondary};
  text-decoration: none;
  ${textStyle('bodyStrong')};
  white-space: nowrap;
  ${focusRing};
  &:hover {
    background: ${({ theme }) => theme.color.background.hover};
    color: ${({ theme }) => theme.color.text.primary};
  }
  &:active {
    background: ${({ theme }) => theme.color.background.pressed};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.brand.subtle};
    color: ${({ theme }) => theme.color.text.brand};
  }
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

export const BellWrap = styled.span`
  position: relative;
  display: inline-flex;
  > span {
    position: absolute;
    top: -8px;
    right: -10px;
  }
`;

/** Stand-ins for the tabs and the menus while the session loads. */
export const Pending = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Bone = styled.span<{ $width: string; $round?: boolean }>`
  display: inline-block;
  width: ${({ $width }) => $width};
  height: ${({ $round }) => ($round ? '32px' : '16px')};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.background.hover};
`;

export const HiddenText = styled.span`
  ${visuallyHidden};
`;
