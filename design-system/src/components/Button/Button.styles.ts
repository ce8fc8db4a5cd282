import styled, { css, keyframes } from 'styled-components';
import { focusRing, textStyle } from '../../tokens/mixins';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'gold';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Each variant's hover and pressed colours come from its tokens; keyboard focus adds the ring (focusRing). */
const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.brand.solid};
    color: ${({ theme }) => theme.color.text.onBrand};
    box-shadow: ${({ theme }) => theme.elevation.raised};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.brand.solidHover};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.color.brand.solidActive};
      box-shadow: none;
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.background.surface};
    color: ${({ theme }) => theme.color.text.brand};
    border-color: ${({ theme }) => theme.color.border.default};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.brand.subtle};
      border-color: ${({ theme }) => theme.color.brand.subtleHover};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.color.brand.subtleActive};
      border-color: ${({ theme }) => theme.color.text.brand};
    }
  `,
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
  danger: css`
    background: ${({ theme }) => theme.color.status.danger.solid};
    color: ${({ theme }) => theme.color.text.inverse};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.status.danger.solidHover};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.color.status.danger.solidActive};
    }
  `,
  gold: css`
    background: ${({ theme }) => theme.color.vip.gold.subtle};
    color: ${({ theme }) => theme.color.vip.gold.text};
    border-color: ${({ theme }) => theme.color.vip.gold.solid};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.vip.gold.subtleHover};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.color.vip.gold.subtleActive};
      border-color: ${({ theme }) => theme.color.vip.gold.text};
    }
  `,
};

const spin = keyframes`to { transform: rotate(360deg); }`;

export const ButtonRoot = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  max-width: 100%;
  min-height: ${({ theme, $size }) => theme.control.height[$size]};
  padding: ${({ theme }) => theme.space.xs} ${({ theme, $size }) => theme.control.paddingX[$size]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-family: inherit;
  ${textStyle('bodyStrong')};
  text-align: center;
  overflow-wrap: anywhere;
  cursor: pointer;
  user-select: none;
  transition:
    background ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing},
    transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  ${({ $variant }) => variants[$variant]};
  ${focusRing};
  &:active:not(:disabled) {
    transform: scale(0.98);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
    box-shadow: none;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 1;
  }
  svg {
    width: ${({ theme, $size }) => theme.control.iconSize[$size]};
    height: ${({ theme, $size }) => theme.control.iconSize[$size]};
    flex: none;
  }
`;

export const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radius.round};
  animation: ${spin} 0.8s linear infinite;
`;
