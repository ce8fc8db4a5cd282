import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const ReportStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const ReportNote = styled.p`
  margin: 0;
  ${textStyle('caption')};
  color: ${({ theme }) => theme.color.text.secondary};
`;
