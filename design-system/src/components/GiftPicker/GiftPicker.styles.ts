import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const PickerRoot = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  max-height: 300px;
  overflow-y: auto;
  padding: 2px;
`;

export const GiftOption = styled.label`
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }
  input:focus-visible + figure {
    box-shadow: ${({ theme }) => theme.control.focusRing};
  }
`;

export const Row = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  output {
    min-width: 32px;
    text-align: center;
    ${textStyle('bodyStrong')};
    font-variant-numeric: tabular-nums;
  }
`;

export const StepperLabel = styled.span`
  ${textStyle('label')};
  margin-inline-end: ${({ theme }) => theme.space.sm};
`;

export const Total = styled.span`
  ${textStyle('bodyStrong')};
  color: ${({ theme }) => theme.color.text.brand};
`;

export const ErrorText = styled.p`
  margin: 0;
  ${textStyle('caption')};
  color: ${({ theme }) => theme.color.text.danger};
`;

export const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;
