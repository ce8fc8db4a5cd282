import { forwardRef, useState, type ComponentPropsWithoutRef, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { IconButton } from '../IconButton';
import { Caption, Controls, Cover, CoverRoot, Item, OnlineDot, Placeholder, Stage } from './Coverflow.styles';
import { useLocale } from '../../i18n/LocaleProvider';
import type { MemberSummary } from '../../members/member';

export type CoverflowMember = Pick<MemberSummary, 'id' | 'username' | 'avatar' | 'vip' | 'is_online'>;

export type CoverflowProps = Omit<ComponentPropsWithoutRef<'section'>, 'onSelect'> & {
  /** The member wall. */
  members: CoverflowMember[];
  /** Which one starts in the middle. */
  defaultIndex?: number;
  /** Called when the middle cover is chosen (open the profile). */
  onSelect?: (member: CoverflowMember) => void;
  /** How many covers are visible on each side. */
  visibleSide?: number;
};

/** The desktop home's avatar wall: a 3D carousel; side covers turn away, the middle one opens a profile. */
export const Coverflow = forwardRef<HTMLElement, CoverflowProps>(function Coverflow(
  { members, defaultIndex = 0, onSelect, visibleSide = 3, ...rest },
  ref,
) {
  const { t } = useLocale();
  const [active, setActive] = useState(Math.min(defaultIndex, members.length - 1));
  const go = (next: number) => setActive(Math.max(0, Math.min(members.length - 1, next)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(active - 1);
    }
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(active + 1);
    }
  };
  return (
    <CoverRoot
      ref={ref}
      aria-roledescription="carousel"
      aria-label={t('coverflow.label')}
      onKeyDown={onKeyDown}
      {...rest}
    >
      <Stage>
        {members.map((member, index) => {
          const offset = index - active;
          const hidden = Math.abs(offset) > visibleSide;
          const transform =
            offset === 0
              ? 'translateX(0) translateZ(60px) rotateY(0deg)'
              : `translateX(${offset * 120 + Math.sign(offset) * 40}px) translateZ(${-Math.abs(offset) * 60}px) rotateY(${offset > 0 ? -45 : 45}deg)`;
          return (
            <Item
              key={member.id}
              aria-roledescription="slide"
              aria-label={t('coverflow.slide', { index: index + 1, total: members.length })}
              aria-hidden={hidden || undefined}
              style={{ transform, zIndex: 100 - Math.abs(offset), opacity: hidden ? 0 : 1 - Math.abs(offset) * 0.12 }}
            >
              <Cover
                type="button"
                tabIndex={offset === 0 ? 0 : -1}
                aria-current={offset === 0 || undefined}
                onClick={() => (offset === 0 ? onSelect?.(member) : go(index))}
              >
                {member.avatar ? (
                  <img src={member.avatar} alt="" draggable={false} />
                ) : (
                  <Placeholder aria-hidden="true">{Array.from(member.username.trim())[0]?.toUpperCase()}</Placeholder>
                )}
                <Caption>
                  <OnlineDot $online={member.is_online === 1} aria-hidden="true" />
                  {member.username}
                  <span
                    style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
                  >
                    , {t(member.is_online === 1 ? 'presence.online' : 'presence.offline')}
                  </span>
                </Caption>
              </Cover>
            </Item>
          );
        })}
      </Stage>
      <Controls>
        <IconButton
          variant="subtle"
          label={t('common.previous')}
          icon={<ChevronLeft aria-hidden />}
          disabled={active === 0}
          onClick={() => go(active - 1)}
        />
        <IconButton
          variant="subtle"
          label={t('common.next')}
          icon={<ChevronRight aria-hidden />}
          disabled={active === members.length - 1}
          onClick={() => go(active + 1)}
        />
      </Controls>
    </CoverRoot>
  );
});
