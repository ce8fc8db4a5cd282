import styled, { css } from 'styled-components';
import { focusRing, visuallyHidden } from '../../tokens/mixins';

export type IconButtonVariant = 'ghost' | 'subtle' | 'solid' | 'overlay';
export type IconButtonSize = 'sm' | 'md' | 'lg';

const variants = {
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.text.secondary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.background.hover};
      color: ${({ theme }) => theme.color.text.primary};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.color.background.pressed};
      color: ${({ theme }) => theme.color.text.primary};
    }
  `,
  subtle: css`
    background: ${({ theme }) => theme.color.brand.subtle};
    color: ${({ theme }) => theme.color.text.brand};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.brand.subtleHover};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.color.brand.subtleActive};
      box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.text.brand};
    }
  `,
  solid: css`
    background: ${({ theme }) => theme.color.brand.solid};
    color: ${({ theme }) => theme.color.text.onBrand};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.brand.solidHover};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.color.brand.solidActive};
    }
  `,
  overlay: css`
    background: ${({ theme }) => theme.color.background.overlay};
    color: ${({ theme }) => theme.color.text.inverse};
    &:hover:not(:disabled),
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.color.background.scrim};
    }
    &:active:not(:disabled) {
      transform: scale(0.94);
    }
  `,
};

export const IconButtonRoot = styled.button<{ $variant: IconButtonVariant; $size: IconButtonSize }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme, $size }) => ($size === 'sm' ? theme.control.height.sm : theme.control.touchTarget)};
  height: ${({ theme, $size }) => ($size === 'sm' ? theme.control.height.sm : theme.control.touchTarget)};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  ${({ $variant }) => variants[$variant]};
  ${focusRing};
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.brand.subtle};
    color: ${({ theme }) => theme.color.text.brand};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
  svg {
    width: ${({ theme, $size }) => theme.control.iconSize[$size]};
    height: ${({ theme, $size }) => theme.control.iconSize[$size]};
  }
`;

export const IconBadge = styled.span`
  position: absolute;
  top: 2px;
  right: 2px;
`;

export const IconButtonLabel = styled.span`
  ${visuallyHidden}
`;
