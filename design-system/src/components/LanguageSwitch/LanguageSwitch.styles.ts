import styled from 'styled-components';

export const TriggerText = styled.span`
  font-size: ${({ theme }) => theme.text.label.size};
  font-weight: 600;
`;
