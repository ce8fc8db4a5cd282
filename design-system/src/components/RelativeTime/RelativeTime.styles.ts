import styled from 'styled-components';

export const Time = styled.time`
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.text.caption.size};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
