import styled from 'styled-components';
import { textStyle } from '../../tokens/mixins';

export const HeaderRoot = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => (theme.name === 'mobile' ? 0 : theme.radius.dialog)};
  background: ${({ theme }) => theme.color.background.surface};
  box-shadow: ${({ theme }) => theme.elevation.card};
`;

export const Hero = styled.div`
  position: relative;
  height: 140px;
  background: ${({ theme }) => theme.color.brand.gradient};
`;

export const Identity = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: -48px;
  padding: 0 ${({ theme }) => theme.space.lg};
  text-align: center;
  > [role='img']:first-child {
    box-shadow: 0 0 0 4px ${({ theme }) => theme.color.background.surface};
    border-radius: 50%;
  }
`;

export const Name = styled.h1`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-family: ${({ theme }) => theme.font.display};
  ${textStyle('heading')};
  color: ${({ theme }) => theme.color.text.primary};
  max-width: 100%;
  overflow-wrap: anywhere;
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Tier = styled.span<{ $vip: 0 | 1 | 2 }>`
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  line-height: 22px;
  font-size: ${({ theme }) => theme.text.caption.size};
  font-weight: 700;
  background: ${({ theme, $vip }) => ($vip === 2 ? theme.color.vip.gold.subtle : $vip === 1 ? theme.color.vip.silver.subtle : theme.color.background.sunken)};
  color: ${({ theme, $vip }) => ($vip === 2 ? theme.color.vip.gold.text : $vip === 1 ? theme.color.vip.silver.text : theme.color.text.muted)};
`;

export const Muted = styled.span`
  ${textStyle('caption')};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const SignatureText = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  max-width: 420px;
  ${textStyle('body')};
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  margin: ${({ theme }) => theme.space.lg} 0 0;
  border-top: 1px solid ${({ theme }) => theme.color.border.subtle};
  > div {
    padding: ${({ theme }) => theme.space.md};
    text-align: center;
  }
  > div + div {
    border-inline-start: 1px solid ${({ theme }) => theme.color.border.subtle};
  }
  dt {
    ${textStyle('caption')};
    color: ${({ theme }) => theme.color.text.muted};
  }
  dd {
    margin: 0;
    ${textStyle('title')};
    color: ${({ theme }) => theme.color.text.primary};
    font-variant-numeric: tabular-nums;
  }
`;

export const ActionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
`;

export const LikeSlot = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: 1;
`;
