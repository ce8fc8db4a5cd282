import styled, { keyframes } from 'styled-components';
import { textStyle } from '../../tokens/mixins';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const PullRoot = styled.div`
  position: relative;
  overflow: hidden;
  touch-action: pan-y;
`;

export const Indicator = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  ${textStyle('label')};
  color: ${({ theme }) => theme.color.text.muted};
  svg {
    width: 18px;
    height: 18px;
    color: ${({ theme }) => theme.color.text.brand};
    transition: transform ${({ theme }) => theme.motion.normal};
  }
  &[data-state='releasing'] svg {
    transform: rotate(180deg);
  }
  &[data-state='loading'] svg {
    animation: ${spin} 0.9s linear infinite;
  }
`;

export const Content = styled.div<{ $dragging: boolean }>`
  position: relative;
  background: ${({ theme }) => theme.color.background.canvas};
  transition: ${({ $dragging, theme }) => ($dragging ? 'none' : `transform ${theme.motion.slow} ${theme.motion.easing}`)};
`;
