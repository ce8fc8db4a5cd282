import { forwardRef, useState, type ComponentPropsWithoutRef } from 'react';
import { Crown } from 'lucide-react';
import { AvatarRoot, Initials, Picture, PresenceDot, VipMark, type AvatarSize } from './Avatar.styles';
import { useLocale } from '../../i18n/LocaleProvider';

export type VipLevel = 0 | 1 | 2;

export type AvatarProps = Omit<ComponentPropsWithoutRef<'span'>, 'children'> & {
  /** Picture URL; initials on the brand gradient when missing or broken. */
  src?: string | null;
  /** Member name: the accessible name and the initials. */
  name: string;
  /** 24, 32, 48, 64 or 96 px. */
  size?: AvatarSize;
  /** 0 none, 1 silver badge, 2 gold badge. */
  vip?: VipLevel;
  /** true green dot, false grey dot, undefined no dot. */
  online?: boolean;
};

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  if (parts.length > 1) return (parts[0][0] + parts[1][0]).toUpperCase();
  return Array.from(name.trim()).slice(0, 2).join('').toUpperCase();
}

/** A member picture with VIP badge and online dot; read out as one image ("Mei, Gold VIP, Online"). */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { src, name, size = 'md', vip = 0, online, ...rest },
  ref,
) {
  const { t } = useLocale();
  const [broken, setBroken] = useState(false);
  const parts = [name];
  if (vip > 0) parts.push(t(vip === 2 ? 'vip.2' : 'vip.1'));
  if (online !== undefined) parts.push(t(online ? 'presence.online' : 'presence.offline'));
  return (
    <AvatarRoot ref={ref} role="img" aria-label={parts.join(', ')} $size={size} {...rest}>
      {src && !broken ? (
        <Picture src={src} alt="" $vip={vip} onError={() => setBroken(true)} draggable={false} />
      ) : (
        <Initials $vip={vip} aria-hidden="true">
          {initialsOf(name)}
        </Initials>
      )}
      {vip > 0 && (
        <VipMark $vip={vip === 2 ? 2 : 1} $size={size} data-vip={vip === 2 ? 'gold' : 'silver'} aria-hidden="true">
          <Crown strokeWidth={2.5} />
        </VipMark>
      )}
      {online !== undefined && <PresenceDot $online={online} $size={size} data-online={online} aria-hidden="true" />}
    </AvatarRoot>
  );
});
