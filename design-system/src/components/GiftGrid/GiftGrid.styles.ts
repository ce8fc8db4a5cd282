import styled from 'styled-components';

/** Columns at least 96 px wide on the mobile theme, 140 px on the desktop one. */
export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => (theme.name === 'mobile' ? '96px' : '140px')}, 1fr));
  gap: ${({ theme }) => (theme.name === 'mobile' ? theme.space.sm : theme.space.md)};
`;

export const Pick = styled.button`
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.card};
  background: none;
  cursor: pointer;
  font: inherit;
  color: inherit;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.control.focusRing};
  }
`;

export const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;
