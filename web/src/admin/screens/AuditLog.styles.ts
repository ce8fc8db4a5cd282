import styled from 'styled-components';

export const Change = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.text.caption.size};
  overflow-wrap: anywhere;
`;
