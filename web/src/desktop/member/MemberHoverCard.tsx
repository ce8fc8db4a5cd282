/**
 * The desktop hover card on a member's avatar (docs/product.md section 2, "Desktop home page"): after
 * 500 ms a 350 px profile card with gender, age and name, chat now when the member is online,
 * follow / unfollow and send gift (the global overlay).
 */
import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { desktopPaths } from '../../app/paths';
import { useSession } from '../../app/session';
import { HoverCard, MemberCard, type MemberSummary } from '../../app/ui';
import { useSendGift } from '../../features/gift/sendGift';
import { useStartChat } from '../chat/useStartChat';

export function MemberHoverCard({
  member,
  onFollow,
  onOpenChange,
  children,
}: {
  member: MemberSummary;
  /** Follow or unfollow (the list that owns the member updates is_like). */
  onFollow: () => void;
  /** Told when the card opens (to load the member's latest state) or closes. */
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const session = useSession();
  const sendGift = useSendGift();
  const startChat = useStartChat();
  return (
    <HoverCard
      openDelay={500}
      onOpenChange={onOpenChange}
      content={
        <MemberCard
          member={member}
          variant="popover"
          viewerGender={session?.gender === 0 ? 0 : 1}
          profileHref={desktopPaths.userDetail(member.id)}
          onOpenProfile={(event: MouseEvent<HTMLAnchorElement>) => {
            event.preventDefault();
            navigate(desktopPaths.userDetail(member.id));
          }}
          onChat={() => startChat(member.id)}
          onFollowToggle={onFollow}
          onGift={() => sendGift.open(member.username)}
        />
      }
    >
      {children}
    </HoverCard>
  );
}
