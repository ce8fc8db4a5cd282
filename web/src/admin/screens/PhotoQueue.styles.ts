import styled from 'styled-components';

/** A picture waiting for review, large enough to judge. */
export const Picture = styled.img`
  width: ${({ theme }) => theme.layout.avatar.xl};
  height: ${({ theme }) => theme.layout.avatar.xl};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.small};
`;

export const Shared = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
