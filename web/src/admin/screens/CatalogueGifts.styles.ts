import styled from 'styled-components';

export const Picture = styled.img`
  width: ${({ theme }) => theme.layout.avatar.sm};
  height: ${({ theme }) => theme.layout.avatar.sm};
  object-fit: contain;
`;
