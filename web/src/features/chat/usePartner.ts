/**
 * The member on the other side of a conversation: from the live connection's contacts when there,
 * otherwise loaded once (userdetail). Customer service shows under its own name.
 */
import { useEffect, useState } from 'react';
import { isOk } from '../../app/api';
import { useChatState } from '../../app/chat';
import { CUSTOMER_SERVICE_ID } from '@kindred/rules';
import { loadMemberDetail } from '../member/memberApi';

export interface PartnerInfo {
  username: string;
  avatar: string;
  vip: number;
  is_online: number;
  /** 1 when staff verified the member (the chat header's VerifiedBadge). */
  verified?: number;
}

/** The partner, null until known; `serviceName` names customer service. */
export function usePartner(partnerId: number, serviceName: string): PartnerInfo | null {
  const { contacts } = useChatState();
  const service = partnerId === CUSTOMER_SERVICE_ID;
  const contact = contacts.find((c) => c.uid === partnerId);
  const [loaded, setLoaded] = useState<PartnerInfo | null>(null);

  useEffect(() => {
    if (service || contact?.username) return;
    let live = true;
    void loadMemberDetail<PartnerInfo>(partnerId).then((answer) => {
      if (live && isOk(answer) && answer.data) setLoaded(answer.data);
    });
    return () => {
      live = false;
    };
  }, [partnerId, service, contact?.username]);

  if (service)
    return { username: serviceName, avatar: contact?.avatar ?? '', vip: 0, is_online: contact?.is_online ?? 0 };
  if (contact)
    return {
      username: contact.username || loaded?.username || '',
      avatar: contact.avatar || loaded?.avatar || '',
      vip: contact.vip,
      is_online: contact.is_online,
      verified: contact.verified ?? loaded?.verified ?? 0,
    };
  return loaded;
}
