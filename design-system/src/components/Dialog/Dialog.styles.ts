import styled, { css, keyframes } from 'styled-components';
import { textStyle } from '../../tokens/mixins';

const fade = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(16px) scale(0.98); } to { opacity: 1; transform: none; }`;
const slideUp = keyframes`from { transform: translateY(100%); } to { transform: none; }`;

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.layer.dialog};
  display: flex;
  align-items: ${({ theme }) => (theme.name === 'mobile' ? 'flex-end' : 'center')};
  justify-content: center;
  padding: ${({ theme }) => (theme.name === 'mobile' ? 0 : theme.space.xl)};
  background: ${({ theme }) => theme.color.background.overlay};
  animation: ${fade} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
`;

export type DialogSize = 'sm' | 'md' | 'lg';

export const Panel = styled.div<{ $size: DialogSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => ($size === 'sm' ? '400px' : $size === 'md' ? '520px' : '720px')};
  max-height: calc(100vh - 48px);
  background: ${({ theme }) => theme.color.background.surface};
  color: ${({ theme }) => theme.color.text.primary};
  box-shadow: ${({ theme }) => theme.elevation.dialog};
  outline: none;
  ${({ theme }) =>
    theme.name === 'mobile'
      ? css`
          border-radius: ${theme.radius.dialog} ${theme.radius.dialog} 0 0;
          padding-bottom: env(safe-area-inset-bottom);
          animation: ${slideUp} ${theme.motion.slow} ${theme.motion.easing};
        `
      : css`
          border-radius: ${theme.radius.dialog};
          animation: ${rise} ${theme.motion.slow} ${theme.motion.easing};
        `}
`;

export const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.sm}
    ${({ theme }) => theme.space.xl};
`;

export const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  ${textStyle('title')};
`;

export const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  ${textStyle('body')};
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xl};
  ${({ theme }) =>
    theme.name === 'mobile' &&
    css`
      > * {
        flex: 1;
      }
    `}
`;
