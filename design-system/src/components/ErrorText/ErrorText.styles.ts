import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const ErrorTextRoot = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  ${textStyle('body')};
  color: ${({ theme }) => theme.color.text.danger};
  overflow-wrap: anywhere;
  svg {
    flex: none;
    width: 1.15em;
    height: 1.15em;
    margin-top: 0.15em;
  }
`;
