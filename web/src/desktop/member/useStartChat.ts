/**
 * Starting a chat from a desktop member row, hover card or profile: needs Start_chat_dialog
 * (customer service excepted); without it the upgrade notice shows and the upgrade screen follows
 * after 1.5 s. Otherwise the full-page chat opens with that member.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuthorities } from '../../app/authority';
import { desktopPaths } from '../../app/paths';
import { useToast } from '../../app/toast';
import { canStartChat } from '../../features/chat/chatRules';
import { UPGRADE_REDIRECT_MS } from '../../features/upgrade/upgradeApi';

export function useStartChat(): (memberId: number) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const flags = useAuthorities();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  return (memberId: number) => {
    if (!canStartChat(flags, memberId)) {
      toast.show({ message: t('desk.upgradeNotice'), tone: 'warning' });
      clearTimeout(redirect.current);
      redirect.current = setTimeout(() => navigate(desktopPaths.upgrade), UPGRADE_REDIRECT_MS);
      return;
    }
    navigate(`${desktopPaths.chat}?id=${memberId}`);
  };
}
