import styled from 'styled-components';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export const AvatarRoot = styled.span<{ $size: AvatarSize }>`
  position: relative;
  display: inline-flex;
  flex: none;
  width: ${({ theme, $size }) => theme.layout.avatar[$size]};
  height: ${({ theme, $size }) => theme.layout.avatar[$size]};
`;

export const Picture = styled.img<{ $vip: 0 | 1 | 2 }>`
  width: 100%;
  height: 100%;
  border-radius: ${({ theme }) => theme.radius.round};
  object-fit: cover;
  background: ${({ theme }) => theme.color.background.sunken};
  box-shadow: 0 0 0 2px
    ${({ theme, $vip }) => ($vip === 2 ? theme.color.vip.gold.solid : $vip === 1 ? theme.color.vip.silver.solid : 'transparent')};
`;

export const Initials = styled.span<{ $vip: 0 | 1 | 2 }>`
  width: 100%;
  height: 100%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.brand.gradient};
  color: ${({ theme }) => theme.color.text.onBrand};
  font-weight: 700;
  font-size: 0.8em;
  box-shadow: 0 0 0 2px
    ${({ theme, $vip }) => ($vip === 2 ? theme.color.vip.gold.solid : $vip === 1 ? theme.color.vip.silver.solid : 'transparent')};
`;

export const VipMark = styled.span<{ $vip: 1 | 2; $size: AvatarSize }>`
  position: absolute;
  top: -2px;
  right: -2px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => ($size === 'xs' || $size === 'sm' ? '14px' : $size === 'md' ? '18px' : '24px')};
  height: ${({ $size }) => ($size === 'xs' || $size === 'sm' ? '14px' : $size === 'md' ? '18px' : '24px')};
  border-radius: ${({ theme }) => theme.radius.round};
  border: 2px solid ${({ theme }) => theme.color.background.surface};
  background: ${({ theme, $vip }) => ($vip === 2 ? theme.color.vip.gold.solid : theme.color.vip.silver.solid)};
  color: ${({ theme }) => theme.color.text.inverse};
  svg {
    width: 70%;
    height: 70%;
  }
`;

export const PresenceDot = styled.span<{ $online: boolean; $size: AvatarSize }>`
  position: absolute;
  bottom: 0;
  right: 0;
  width: ${({ $size }) => ($size === 'xs' || $size === 'sm' ? '10px' : $size === 'md' ? '14px' : '18px')};
  height: ${({ $size }) => ($size === 'xs' || $size === 'sm' ? '10px' : $size === 'md' ? '14px' : '18px')};
  border-radius: ${({ theme }) => theme.radius.round};
  border: 2px solid ${({ theme }) => theme.color.background.surface};
  background: ${({ theme, $online }) => ($online ? theme.color.presence.online : theme.color.presence.offline)};
`;
