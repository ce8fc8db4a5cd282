import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const CoverRoot = styled.section`
  position: relative;
  padding: ${({ theme }) => theme.space.xl} 0;
  border-radius: ${({ theme }) => theme.radius.dialog};
  background: radial-gradient(
    120% 90% at 50% 0%,
    ${({ theme }) => theme.color.background.brandSubtle} 0%,
    ${({ theme }) => theme.color.background.canvas} 70%
  );
  overflow: hidden;
`;

export const Stage = styled.ul`
  position: relative;
  height: 260px;
  margin: 0;
  padding: 0;
  list-style: none;
  perspective: 900px;
`;

export const Item = styled.li`
  position: absolute;
  top: 0;
  left: 50%;
  width: 180px;
  margin-left: -90px;
  transition:
    transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing},
    opacity ${({ theme }) => theme.motion.slow};
`;

export const Cover = styled.button`
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.card};
  overflow: hidden;
  background: ${({ theme }) => theme.color.background.surface};
  box-shadow: ${({ theme }) => theme.elevation.popover};
  cursor: pointer;
  font: inherit;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.control.focusRing};
  }
  img {
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    display: block;
  }
`;

/** The cover of a member without a picture: their initial on the brand gradient, as big as a picture. */
export const Placeholder = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  aspect-ratio: 1;
  background: ${({ theme }) => theme.color.brand.gradient};
  color: ${({ theme }) => theme.color.text.onBrand};
  ${textStyle('display')};
`;

export const Caption = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  ${textStyle('bodyStrong')};
  color: ${({ theme }) => theme.color.text.primary};
  /* A long name wraps inside the cover instead of spilling over its neighbours. */
  text-align: center;
  overflow-wrap: anywhere;
`;

export const OnlineDot = styled.span<{ $online: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $online }) => ($online ? theme.color.presence.online : theme.color.presence.offline)};
`;

export const Controls = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;
