import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const WindowRoot = styled.section<{ $collapsed: boolean; $page: boolean }>`
  display: flex;
  flex-direction: column;
  width: ${({ theme, $page }) => ($page ? '100%' : theme.layout.chatWindowWidth)};
  height: ${({ $collapsed, $page }) => ($page ? '100%' : $collapsed ? 'auto' : '440px')};
  min-height: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.card} ${({ theme }) => theme.radius.card} 0 0;
  background: ${({ theme }) => theme.color.background.canvas};
  box-shadow: ${({ theme }) => theme.elevation.dialog};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

export const Head = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs}
    ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.brand.gradient};
  color: ${({ theme }) => theme.color.text.onBrand};
  button {
    color: ${({ theme }) => theme.color.text.onBrand};
  }
  button:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.18);
    color: ${({ theme }) => theme.color.text.onBrand};
  }
`;

export const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  display: flex;
  flex-direction: column;
  ${textStyle('bodyStrong')};
  overflow: hidden;
  span {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  small {
    font-size: ${({ theme }) => theme.text.caption.size};
    font-weight: 500;
  }
`;

export const Messages = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

export const Hint = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0;
  text-align: center;
  ${textStyle('caption')};
  color: ${({ theme }) => theme.color.text.muted};
`;
