/**
 * The section a settings form stands in: a plain column on the mobile theme, a raised card on the
 * desktop one, with its heading and paragraphs; buttons fill the width on mobile only.
 */
import styled, { useTheme } from 'styled-components';
import { textStyle } from '../tokens/mixins';

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => (theme.name === 'mobile' ? theme.space.sm : theme.space.md)};
  ${({ theme }) =>
    theme.name === 'desktop' &&
    `
    padding: ${theme.space.lg};
    border-radius: ${theme.radius.card};
    background: ${theme.color.background.surface};
    box-shadow: ${theme.elevation.raised};
  `}
`;

export const PanelHeading = styled.h2`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  ${textStyle('title')};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const PanelText = styled.p`
  margin: 0;
  ${textStyle('body')};
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** Buttons fill the width on the mobile theme (thumb reach) and fit their text on the desktop one. */
export function useFullWidthButtons(): boolean {
  return useTheme().name === 'mobile';
}

/** A button alone on its line on the desktop theme keeps its own width instead of stretching. */
export const ButtonLine = styled.div`
  display: flex;
  flex-direction: column;
  align-items: ${({ theme }) => (theme.name === 'mobile' ? 'stretch' : 'flex-start')};
`;
