import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const Note = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.card};
  border-inline-start: 4px solid ${({ theme }) => theme.color.brand.solid};
  background: ${({ theme }) => theme.color.background.brandSubtle};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const NoteHeading = styled.strong`
  ${textStyle('bodyStrong')};
`;

export const Step = styled.p`
  margin: 0;
  ${textStyle('body')};
`;
