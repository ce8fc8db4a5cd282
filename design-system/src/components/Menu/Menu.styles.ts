import styled, { keyframes } from 'styled-components';
import { focusRing, textStyle } from '../../tokens/mixins';

const pop = keyframes`from { opacity: 0; transform: translateY(-4px) scale(0.98); } to { opacity: 1; transform: none; }`;

export const MenuRoot = styled.div`
  position: relative;
  display: inline-flex;
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.control.touchTarget};
  min-width: ${({ theme }) => theme.control.touchTarget};
  justify-content: center;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  font: inherit;
  cursor: pointer;
  ${focusRing};
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.color.background.hover};
    color: ${({ theme }) => theme.color.text.primary};
  }
  &:active {
    background: ${({ theme }) => theme.color.background.pressed};
  }
  > svg {
    width: 20px;
    height: 20px;
  }
`;

export const Popup = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.layer.dropdown};
  min-width: 220px;
  max-width: 320px;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.surface};
  box-shadow: ${({ theme }) => theme.elevation.popover};
  animation: ${pop} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
`;

export const PopupHeader = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  ${textStyle('label')};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  ${textStyle('body')};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Item = styled.button<{ $danger?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  min-height: ${({ theme }) => theme.control.touchTarget};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.control};
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.color.text.danger : theme.color.text.primary)};
  font: inherit;
  text-align: start;
  text-decoration: none;
  ${textStyle('body')};
  cursor: pointer;
  &:hover,
  &:focus {
    outline: none;
    background: ${({ theme }) => theme.color.background.hover};
  }
  &:active {
    background: ${({ theme }) => theme.color.background.pressed};
  }
  &:focus-visible {
    box-shadow: inset ${({ theme }) => theme.control.focusRing};
  }
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  > svg {
    flex: none;
    width: 18px;
    height: 18px;
    color: ${({ theme, $danger }) => ($danger ? theme.color.text.danger : theme.color.text.muted)};
  }
`;

export const ItemTexts = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-width: 0;
`;

export const ItemDescription = styled.span`
  ${textStyle('caption')};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const Check = styled.span`
  margin-inline-start: auto;
  color: ${({ theme }) => theme.color.text.brand};
  svg {
    width: 18px;
    height: 18px;
  }
`;

export const Separator = styled.hr`
  margin: ${({ theme }) => theme.space.xs} 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
`;
