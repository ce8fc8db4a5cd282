import styled from 'styled-components';

export const TextRoot = styled.span`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** 24 px pictures sitting on the text baseline. */
export const Picture = styled.img`
  display: inline-block;
  width: ${({ theme }) => theme.layout.emoticonSize};
  height: ${({ theme }) => theme.layout.emoticonSize};
  margin: 0 1px;
  vertical-align: -6px;
`;
