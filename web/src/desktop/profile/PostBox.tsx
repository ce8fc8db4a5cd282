/**
 * The post box of the own profile: text with emoticons and one picture. Posting needs
 * Allows_newsfeed_to_be_sent, a picture also Upload_photo; text or picture must be there.
 */
import { useTranslation } from '../../app/i18n/react';
import { useToast } from '../../app/toast';
import { PostComposer } from '../../app/ui';
import { usePostComposer } from '../../features/trend/usePostComposer';

export function PostBox({ onPosted }: { onPosted: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const composer = usePostComposer({
    refuse: () => toast.show({ message: t('desk.noPermission'), tone: 'warning' }),
    onPosted: () => {
      toast.show({ message: t('desk.user.sent'), tone: 'success' });
      onPosted();
    },
  });
  return <PostComposer layout="desktop" label={t('desk.user.postLabel')} {...composer} />;
}
