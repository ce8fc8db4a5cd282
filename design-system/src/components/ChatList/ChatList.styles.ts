import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const ListRoot = styled.section`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.background.surface};
  min-height: 0;
`;

export const Search = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.gutter};
`;

export const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;
`;

export const Item = styled.li`
  position: relative;
  overflow: hidden;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

export const DeleteAction = styled.button`
  position: absolute;
  inset: 0 0 0 auto;
  width: 88px;
  border: 0;
  background: ${({ theme }) => theme.color.status.danger.solid};
  color: ${({ theme }) => theme.color.text.inverse};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.brand.subtleHover};
    outline-offset: -3px;
  }
`;

export const Row = styled.button<{ $active: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.gutter};
  border: 0;
  background: ${({ theme, $active }) => ($active ? theme.color.background.selected : theme.color.background.surface)};
  font: inherit;
  text-align: start;
  color: inherit;
  cursor: pointer;
  transition: transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  &:hover {
    background: ${({ theme, $active }) => ($active ? theme.color.background.selected : theme.color.background.hover)};
  }
  &:active {
    background: ${({ theme }) => theme.color.background.pressed};
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset ${({ theme }) => theme.control.focusRing};
  }
`;

export const Texts = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
`;

export const Top = styled.span`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Name = styled.span`
  flex: 1;
  ${textStyle('bodyStrong')};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Preview = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  ${textStyle('caption')};
  color: ${({ theme }) => theme.color.text.muted};
  > span:first-child {
    flex: 1;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  img {
    width: 16px !important;
    height: 16px !important;
    vertical-align: -3px !important;
  }
`;

export const ServiceTag = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.color.accent.subtle};
  color: ${({ theme }) => theme.color.accent.text};
  font-size: ${({ theme }) => theme.text.caption.size};
  font-weight: 700;
`;
