import styled from 'styled-components';
import { focusRing, textStyle } from '../../tokens/mixins';

export const Row = styled.article`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.gutter};
  background: ${({ theme }) => theme.color.background.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

export const Main = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

export const NameLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const Name = styled.a`
  ${textStyle('bodyStrong')};
  color: ${({ theme }) => theme.color.text.primary};
  text-decoration: none;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radius.small};
  ${focusRing};
  &:hover {
    color: ${({ theme }) => theme.color.text.brand};
  }
  &:active {
    color: ${({ theme }) => theme.color.brand.solidActive};
  }
`;

export const Gender = styled.span<{ $sex: 0 | 1 }>`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.background.sunken};
  color: ${({ theme, $sex }) => ($sex === 1 ? theme.color.gender.male : theme.color.gender.female)};
  font-size: ${({ theme }) => theme.text.caption.size};
  font-weight: 600;
  line-height: 20px;
  svg {
    width: 12px;
    height: 12px;
  }
`;

export const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  ${textStyle('caption')};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Signature = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const OnlineText = styled.span`
  color: ${({ theme }) => theme.color.text.success};
  font-weight: 600;
  white-space: nowrap;
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;
