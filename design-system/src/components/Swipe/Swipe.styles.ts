import styled from 'styled-components';

export const SwipeRoot = styled.section<{ $height: string }>`
  position: relative;
  height: ${({ $height }) => $height};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.sunken};
  touch-action: pan-y;
`;

export const Track = styled.div`
  display: flex;
  height: 100%;
  transition: transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};
`;

export const Slide = styled.div`
  flex: 0 0 100%;
  height: 100%;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
    user-select: none;
  }
`;

export const Dots = styled.div`
  position: absolute;
  bottom: ${({ theme }) => theme.space.md};
  left: 50%;
  translate: -50% 0;
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.background.overlay};
`;

export const Dot = styled.button`
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radius.round};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: rgba(255, 255, 255, 0.6);
    transition: width ${({ theme }) => theme.motion.normal};
  }
  &[aria-current='true']::before {
    width: 18px;
    background: ${({ theme }) => theme.color.text.inverse};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.control.focusRing};
  }
`;

export const Corner = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
`;
