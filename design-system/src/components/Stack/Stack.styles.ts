import styled from 'styled-components';

export type StackGap = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export const StackRoot = styled.div<{
  $direction: 'column' | 'row';
  $gap: StackGap;
  $align?: 'start' | 'center' | 'end' | 'stretch';
  $justify?: 'start' | 'between' | 'end';
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align = 'normal' }) => $align};
  justify-content: ${({ $justify = 'normal' }) => ($justify === 'between' ? 'space-between' : $justify)};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  &:is(ul, ol) {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;
