import styled from 'styled-components';

export { FormStack as PasswordForm } from '../../forms/formStack';
export { ButtonLine, Panel, PanelHeading, PanelText } from '../../forms/panel';

export const PanelColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const CopiesHeading = styled.h3`
  margin: 0;
  font-size: inherit;
  color: ${({ theme }) => theme.color.text.primary};
`;

export const CopyList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;
