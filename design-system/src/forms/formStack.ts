/** The column of fields every account and settings form is, and a row of controls within it. */
import styled from 'styled-components';

export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** A row of controls that wraps on narrow screens (a checkbox and a link, two buttons). */
export const FormRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;
