import styled, { keyframes } from 'styled-components';

const appear = keyframes`from { opacity: 0; transform: translateY(4px); } to { opacity: 1; transform: none; }`;

export const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

export const Floating = styled.div<{ $placement: 'bottom' | 'top'; $shift: number }>`
  position: absolute;
  left: 50%;
  translate: calc(-50% + ${({ $shift }) => $shift}px) 0;
  ${({ $placement }) => ($placement === 'bottom' ? 'top: calc(100% + 8px);' : 'bottom: calc(100% + 8px);')}
  z-index: ${({ theme }) => theme.layer.floating};
  width: ${({ theme }) => theme.layout.hoverCardWidth};
  animation: ${appear} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
`;
