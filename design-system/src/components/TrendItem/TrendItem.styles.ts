import styled from 'styled-components';
import { focusRing, textStyle } from '../../tokens/mixins';

export const Post = styled.article`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.gutter};
  background: ${({ theme }) => theme.color.background.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

export const Body = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Top = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const Author = styled.a`
  ${textStyle('bodyStrong')};
  color: ${({ theme }) => theme.color.text.primary};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.small};
  ${focusRing};
  &:hover {
    color: ${({ theme }) => theme.color.text.brand};
  }
`;

export const Spacer = styled.span`
  flex: 1;
`;

export const Text = styled.p`
  margin: 0;
  ${textStyle('body')};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const SystemText = styled.p`
  margin: 0;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  ${textStyle('body')};
  color: ${({ theme }) => theme.color.text.accent};
  svg {
    width: 16px;
    height: 16px;
  }
`;

export const Picture = styled.img`
  display: block;
  width: 100%;
  max-width: 360px;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  margin-top: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.sunken};
`;
