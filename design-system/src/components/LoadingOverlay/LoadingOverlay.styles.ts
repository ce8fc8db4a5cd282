import styled, { keyframes } from 'styled-components';
import { textStyle } from '../../tokens/mixins';

const spin = keyframes`to { transform: rotate(360deg); }`;
const beat = keyframes`0%, 100% { transform: scale(1); } 50% { transform: scale(1.12); }`;

export const Scrim = styled.div<{ $contained: boolean }>`
  position: ${({ $contained }) => ($contained ? 'absolute' : 'fixed')};
  inset: 0;
  z-index: ${({ theme }) => theme.layer.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.color.background.overlay};
`;

export const Card = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 140px;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.surface};
  box-shadow: ${({ theme }) => theme.elevation.dialog};
  ${textStyle('body')};
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const Ring = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 3px solid ${({ theme }) => theme.color.brand.subtle};
    border-top-color: ${({ theme }) => theme.color.brand.solid};
    animation: ${spin} 0.9s linear infinite;
  }
  svg {
    width: 20px;
    height: 20px;
    color: ${({ theme }) => theme.color.brand.solid};
    fill: currentColor;
    animation: ${beat} 1.2s ease-in-out infinite;
  }
  /* Reduced motion: the heart stays still and the ring turns slowly, so progress still shows. */
  @media (prefers-reduced-motion: reduce) {
    &::before {
      animation-duration: 2.4s;
    }
    svg {
      animation: none;
    }
  }
`;
