import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const GridRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const DateHeading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  ${textStyle('label')};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(
    auto-fill,
    minmax(${({ theme }) => (theme.name === 'mobile' ? '100px' : '160px')}, 1fr)
  );
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Tile = styled.li`
  position: relative;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme }) => theme.color.background.sunken};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
    transition: transform ${({ theme }) => theme.motion.slow};
  }
  &:hover img {
    transform: scale(1.04);
  }
`;

export const OpenButton = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  &:focus-visible {
    outline: none;
    box-shadow: inset ${({ theme }) => theme.control.focusRing};
  }
`;

export const DeleteSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  right: ${({ theme }) => theme.space.xs};
`;
