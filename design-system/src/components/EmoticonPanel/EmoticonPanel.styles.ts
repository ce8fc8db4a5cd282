import styled from 'styled-components';

export const PanelRoot = styled.div`
  background: ${({ theme }) => theme.color.background.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

export const Grid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  gap: ${({ theme }) => theme.space.xxs};
  max-height: 208px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.sm};
  overscroll-behavior: contain;
`;

export const Cell = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: ${({ theme }) => theme.control.touchTarget};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.control};
  background: transparent;
  cursor: pointer;
  transition:
    transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.emphasized},
    background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.color.background.hover};
    transform: scale(1.15);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.control.focusRing};
  }
  img {
    width: ${({ theme }) => theme.layout.emoticonSize};
    height: ${({ theme }) => theme.layout.emoticonSize};
    pointer-events: none;
  }
`;
