import styled from 'styled-components';
import { controlBox } from '../TextField/TextField.styles';
import { textStyle } from '../../tokens/mixins';

export const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  ${textStyle('label')};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const Parts = styled.div`
  display: grid;
  grid-template-columns: 1.3fr 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;

export const DateInput = styled.input<{ $invalid?: boolean }>`
  ${controlBox};
`;

export const ErrorText = styled.p`
  margin: 0;
  ${textStyle('caption')};
  color: ${({ theme }) => theme.color.text.danger};
`;
