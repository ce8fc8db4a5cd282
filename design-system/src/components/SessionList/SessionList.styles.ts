import styled from 'styled-components';

export { FormRow as SessionRow } from '../../forms/formStack';
export { ButtonLine, PanelText } from '../../forms/panel';

export const SessionListRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const Sessions = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const SessionText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const Device = styled.strong`
  color: ${({ theme }) => theme.color.text.primary};
`;
