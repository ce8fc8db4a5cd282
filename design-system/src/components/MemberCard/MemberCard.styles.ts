import styled from 'styled-components';
import { focusRing, textStyle } from '../../tokens/mixins';

export const Card = styled.article<{ $variant: 'tile' | 'popover' }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: ${({ theme, $variant }) => ($variant === 'popover' ? theme.layout.hoverCardWidth : '100%')};
  max-width: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.background.surface};
  box-shadow: ${({ theme, $variant }) => ($variant === 'popover' ? theme.elevation.popover : theme.elevation.card)};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
`;

export const Photo = styled.div`
  position: relative;
  aspect-ratio: 4 / 5;
  background: ${({ theme }) => theme.color.background.sunken};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

export const PhotoShade = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  background: linear-gradient(to top, rgba(33, 27, 24, 0.78), rgba(33, 27, 24, 0));
  color: ${({ theme }) => theme.color.text.inverse};
`;

export const Banner = styled.div`
  height: 72px;
  background: ${({ theme }) => theme.color.brand.gradient};
`;

export const Head = styled.div<{ $variant: 'tile' | 'popover' }>`
  display: flex;
  align-items: ${({ $variant }) => ($variant === 'popover' ? 'flex-end' : 'center')};
  gap: ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.lg};
  margin-top: ${({ $variant }) => ($variant === 'popover' ? '-36px' : '0')};
  > [role='img']:first-child {
    box-shadow: 0 0 0 4px ${({ theme }) => theme.color.background.surface};
    border-radius: 50%;
  }
`;

export const NameLink = styled.a<{ $inverse?: boolean }>`
  ${textStyle('title')};
  font-family: ${({ theme }) => theme.font.display};
  color: ${({ theme, $inverse }) => ($inverse ? theme.color.text.inverse : theme.color.text.primary)};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radius.small};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${focusRing};
  &:hover {
    text-decoration: underline;
  }
`;

export const Line = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  flex-wrap: wrap;
`;

export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  padding-bottom: ${({ theme }) => theme.space.xs};
`;

export const Signature = styled.p`
  margin: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg} 0;
  ${textStyle('body')};
  color: ${({ theme }) => theme.color.text.secondary};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

export const MetaText = styled.span<{ $inverse?: boolean }>`
  ${textStyle('caption')};
  color: ${({ theme, $inverse }) => ($inverse ? theme.color.text.inverse : theme.color.text.muted)};
`;

export const VipTag = styled.span<{ $vip: 1 | 2 }>`
  display: inline-flex;
  align-items: center;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $vip }) => ($vip === 2 ? theme.color.vip.gold.subtle : theme.color.vip.silver.subtle)};
  color: ${({ theme, $vip }) => ($vip === 2 ? theme.color.vip.gold.text : theme.color.vip.silver.text)};
  font-size: ${({ theme }) => theme.text.caption.size};
  font-weight: 700;
  line-height: 20px;
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.lg};
  /* Equal widths while the labels fit on one row; a longer label (English) moves its button to the next row. */
  > * {
    flex: 1 1 0;
    min-width: fit-content;
  }
`;
