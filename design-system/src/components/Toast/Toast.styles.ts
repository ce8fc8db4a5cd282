import styled, { css, keyframes } from 'styled-components';
import { focusRing, textStyle } from '../../tokens/mixins';

export type ToastTone = 'success' | 'danger' | 'info' | 'warning';
export type ToastPlacement = 'center' | 'top-end' | 'inline';

const enter = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.96); } to { opacity: 1; transform: none; }`;

export const ToastRoot = styled.div<{ $placement: ToastPlacement }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 360px;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.inverse};
  color: ${({ theme }) => theme.color.text.inverse};
  box-shadow: ${({ theme }) => theme.elevation.popover};
  ${textStyle('body')};
  animation: ${enter} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.emphasized};
  ${({ $placement, theme }) =>
    $placement === 'center'
      ? css`
          position: fixed;
          left: 50%;
          top: 40%;
          translate: -50% 0;
          z-index: ${theme.layer.toast};
        `
      : $placement === 'top-end'
        ? css`
            position: fixed;
            top: ${theme.space.xl};
            right: ${theme.space.xl};
            z-index: ${theme.layer.toast};
          `
        : css`
            position: relative;
          `}
`;

export const ToneIcon = styled.span<{ $tone: ToastTone }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme, $tone }) => theme.color.status[$tone].subtle};
  color: ${({ theme, $tone }) => theme.color.status[$tone].text};
  svg {
    width: 16px;
    height: 16px;
  }
`;

export const Message = styled.span`
  flex: 1;
  min-width: 0;
  /* A long name or an unbroken word wraps inside the toast instead of pushing it wider. */
  overflow-wrap: anywhere;
`;

export const Action = styled.a`
  color: ${({ theme }) => theme.color.brand.subtleHover};
  font-weight: 700;
  text-decoration: underline;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.small};
  &:hover {
    text-decoration-thickness: 2px;
  }
  ${focusRing};
`;
