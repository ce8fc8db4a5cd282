import styled from 'styled-components';

/** The eye toggle sits inside the input, at its end. */
export const ToggleSlot = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.text.muted};
`;
