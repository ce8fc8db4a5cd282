export { Avatar } from './Avatar';
export type { AvatarProps, VipLevel } from './Avatar';
export type { AvatarSize } from './Avatar.styles';
