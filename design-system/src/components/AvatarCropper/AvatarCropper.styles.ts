import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const CropperRoot = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.dialog};
  background: ${({ theme }) => theme.color.background.surface};
  box-shadow: ${({ theme }) => theme.elevation.card};
`;

export const Heading = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  ${textStyle('title')};
`;

export const DropZone = styled.label`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.avatarCrop};
  aspect-ratio: 1;
  border: 2px dashed ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.dialog};
  background: ${({ theme }) => theme.color.background.brandSubtle};
  color: ${({ theme }) => theme.color.text.brand};
  text-align: center;
  cursor: pointer;
  ${textStyle('bodyStrong')};
  svg {
    width: 40px;
    height: 40px;
  }
  &:focus-within {
    box-shadow: ${({ theme }) => theme.control.focusRing};
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
`;

export const Hint = styled.p`
  margin: 0;
  max-width: ${({ theme }) => theme.layout.avatarCrop};
  text-align: center;
  ${textStyle('caption')};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Stage = styled.div`
  position: relative;
  width: ${({ theme }) => theme.layout.avatarCrop};
  height: ${({ theme }) => theme.layout.avatarCrop};
  max-width: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.inverse};
  touch-action: none;
  cursor: grab;
  img {
    position: absolute;
    left: 50%;
    top: 50%;
    max-width: none;
    user-select: none;
    pointer-events: none;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 50%;
    box-shadow: 0 0 0 999px rgba(33, 27, 24, 0.55);
    outline: 2px solid rgba(255, 255, 255, 0.85);
    pointer-events: none;
  }
`;

export const ZoomRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.avatarCrop};
  ${textStyle('label')};
  input {
    flex: 1;
    accent-color: ${({ theme }) => theme.color.brand.solid};
  }
  output {
    min-width: 3ch;
    text-align: end;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

export const Message = styled.p<{ $tone: 'danger' | 'success' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme, $tone }) => theme.color.status[$tone].subtle};
  color: ${({ theme, $tone }) => theme.color.status[$tone].text};
  ${textStyle('body')};
  svg {
    width: 18px;
    height: 18px;
    flex: none;
  }
`;

export const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;
