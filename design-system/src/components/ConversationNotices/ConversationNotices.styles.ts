import styled from 'styled-components';

/** The strips stacked between the log and the composer, spaced like the rest of the conversation. */
export const NoticesRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;
