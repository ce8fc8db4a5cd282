import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const NoticeRoot = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 440px;
  margin: ${({ theme }) => theme.space.xxl} auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.dialog};
  background: ${({ theme }) => theme.color.background.surface};
  box-shadow: ${({ theme }) => theme.elevation.card};
  text-align: center;
`;

export const Emblem = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 80px;
  height: 80px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.brand.gradient};
  color: ${({ theme }) => theme.color.text.onBrand};
  box-shadow: ${({ theme }) => theme.elevation.popover};
  svg {
    width: 36px;
    height: 36px;
  }
`;

export const NoticeTitle = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.font.display};
  ${textStyle('heading')};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const NoticeBody = styled.p`
  margin: 0;
  ${textStyle('body')};
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const SignOutLink = styled.a`
  margin-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.text.brand};
  font-weight: 600;
  text-underline-offset: 3px;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
    border-radius: 4px;
  }
`;
