import styled, { css } from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const SliderRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text.primary};
  ${textStyle('label')};
`;

export const Shown = styled.output`
  color: ${({ theme }) => theme.color.text.secondary};
  font-variant-numeric: tabular-nums;
`;

export const Track = styled.div`
  position: relative;
  height: ${({ theme }) => theme.control.touchTarget};
  &::before {
    content: '';
    position: absolute;
    inset-inline: 0;
    top: 50%;
    height: 4px;
    transform: translateY(-50%);
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.border.default};
  }
`;

/** The part of the track between the thumbs; its ends are percentages of the range. */
export const Fill = styled.div`
  position: absolute;
  top: 50%;
  height: 4px;
  transform: translateY(-50%);
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.brand.solid};
`;

const thumb = css`
  pointer-events: auto;
  width: 24px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radius.round};
  border: 2px solid ${({ theme }) => theme.color.brand.solid};
  background: ${({ theme }) => theme.color.background.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};
  cursor: grab;
`;

/** A native range input laid over the shared track: only its thumb takes the pointer. */
export const Thumb = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  margin: 0;
  background: none;
  pointer-events: none;
  appearance: none;
  -webkit-appearance: none;
  &::-webkit-slider-runnable-track {
    background: none;
  }
  &::-moz-range-track {
    background: none;
  }
  &::-webkit-slider-thumb {
    -webkit-appearance: none;
    ${thumb};
  }
  &::-moz-range-thumb {
    ${thumb};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::-webkit-slider-thumb {
    box-shadow: ${({ theme }) => theme.control.focusRing};
  }
  &:focus-visible::-moz-range-thumb {
    box-shadow: ${({ theme }) => theme.control.focusRing};
  }
  &:disabled::-webkit-slider-thumb {
    cursor: not-allowed;
    border-color: ${({ theme }) => theme.color.border.default};
  }
  &:disabled::-moz-range-thumb {
    cursor: not-allowed;
    border-color: ${({ theme }) => theme.color.border.default};
  }
`;
