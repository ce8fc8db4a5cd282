import styled from 'styled-components';

export const QrCode = styled.img`
  width: 14rem;
  height: 14rem;
  image-rendering: pixelated;
`;

export const Key = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.text.title.size};
  letter-spacing: 0.1em;
  overflow-wrap: anywhere;
`;
