import styled, { css } from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export type TabsVariant = 'line' | 'pill';

export const TabList = styled.div<{ $variant: TabsVariant; $stretch: boolean }>`
  display: flex;
  gap: ${({ theme, $variant }) => ($variant === 'pill' ? theme.space.xs : theme.space.lg)};
  ${({ $variant, theme }) =>
    $variant === 'pill'
      ? css`
          overflow-x: auto;
          scrollbar-width: none;
          padding: ${theme.space.xs};
          border-radius: ${theme.radius.pill};
          background: ${theme.color.background.sunken};
        `
      : css`
          /* Long or many labels scroll sideways instead of widening the page; 2 px keeps the focus ring. */
          overflow-x: auto;
          scrollbar-width: none;
          padding: 2px 2px 0;
          border-bottom: 1px solid ${theme.color.border.subtle};
        `}
  ${({ $stretch }) =>
    $stretch &&
    css`
      > * {
        flex: 1;
      }
    `}
`;

export const Tab = styled.button<{ $variant: TabsVariant }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.control.touchTarget};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  background: transparent;
  font: inherit;
  ${textStyle('bodyStrong')};
  color: ${({ theme }) => theme.color.text.muted};
  cursor: pointer;
  white-space: nowrap;
  transition:
    color ${({ theme }) => theme.motion.fast},
    background ${({ theme }) => theme.motion.fast};
  &:hover {
    color: ${({ theme }) => theme.color.text.primary};
  }
  &:active {
    background: ${({ theme }) => theme.color.background.pressed};
    color: ${({ theme }) => theme.color.text.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.control.focusRing};
    border-radius: ${({ theme }) => theme.radius.control};
  }
  ${({ $variant, theme }) =>
    $variant === 'pill'
      ? css`
          border-radius: ${theme.radius.pill};
          &[aria-selected='true'] {
            background: ${theme.color.background.surface};
            color: ${theme.color.text.brand};
            box-shadow: ${theme.elevation.raised};
          }
        `
      : css`
          &[aria-selected='true'] {
            color: ${theme.color.text.brand};
          }
          &[aria-selected='true']::after {
            content: '';
            position: absolute;
            left: ${theme.space.md};
            right: ${theme.space.md};
            bottom: -1px;
            height: 3px;
            border-radius: 3px 3px 0 0;
            background: ${theme.color.brand.solid};
          }
        `}
`;

export const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.lg};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.control.focusRing};
  }
`;
