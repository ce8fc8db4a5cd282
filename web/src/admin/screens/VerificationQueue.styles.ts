import styled from 'styled-components';

/** A selfie or a profile photo, large enough to compare. */
export const Picture = styled.img`
  width: ${({ theme }) => theme.layout.avatar.xl};
  height: ${({ theme }) => theme.layout.avatar.xl};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.small};
`;

export const Pictures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
