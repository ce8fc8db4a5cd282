import styled from 'styled-components';
import { controlBox } from '../TextField/TextField.styles';

export const SelectWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  svg {
    position: absolute;
    inset-inline-end: ${({ theme }) => theme.space.md};
    width: 18px;
    height: 18px;
    pointer-events: none;
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

export const NativeSelect = styled.select<{ $invalid?: boolean }>`
  ${controlBox};
  appearance: none;
  padding-inline-end: ${({ theme }) => theme.space.xxl};
  cursor: pointer;
`;
