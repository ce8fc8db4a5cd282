import styled, { css } from 'styled-components';

export const Mails = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Mobile: a raised card, the preview under the name. Desktop: one row (name, preview, time) over a rule. */
export const Entry = styled.button<{ $unread: boolean }>`
  width: 100%;
  text-align: start;
  border: 0;
  cursor: pointer;
  font: inherit;
  color: ${({ theme }) => theme.color.text.primary};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  font-weight: ${({ $unread, theme }) => ($unread ? theme.text.bodyStrong.weight : 'inherit')};
  ${({ theme }) =>
    theme.name === 'mobile'
      ? css`
          display: flex;
          flex-direction: column;
          gap: ${theme.space.xs};
          border-radius: ${theme.radius.card};
          background: ${theme.color.background.surface};
          box-shadow: ${theme.elevation.raised};
        `
      : css`
          display: grid;
          grid-template-columns: 180px minmax(0, 1fr) auto;
          gap: ${theme.space.md};
          align-items: center;
          border-bottom: 1px solid ${theme.color.border.subtle};
          background: none;
          &:hover {
            background: ${theme.color.background.hover};
          }
        `}
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.control.focusRing};
  }
`;

export const Head = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Meta = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.text.caption.size};
`;

export const Preview = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;
