/**
 * /m/home/trend/new: a post of text (at most 500 characters) and/or one picture. Posting needs
 * Allows_newsfeed_to_be_sent, the picture Upload_photo (docs/product.md section 5). The picture is uploaded first
 * (/member/index/uploads, field `file`), the post then names its url, and a post with a picture also
 * adds the picture to the member's album (/member/photo/released).
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../../app/i18n/react';
import { useToast } from '../../app/toast';
import { PostComposer } from '../../app/ui';
import { usePostComposer } from '../../features/trend/usePostComposer';
import { Page } from '../layout';
import { RoutedScreenHeader } from '../RoutedScreenHeader';
import { upgradeRoute } from '../routes';
import { trendRoutes } from './TrendList';

export default function TrendNew() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const composer = usePostComposer({
    refuse: () =>
      toast.show({
        message: t('guard.noPermission'),
        tone: 'warning',
        action: { label: t('shell.upgrade'), onClick: () => navigate(upgradeRoute) },
      }),
    onPosted: () => {
      toast.show({ message: t('trend.sent'), tone: 'success' });
      navigate(trendRoutes.list);
    },
  });

  return (
    <Page $withTabBar>
      <RoutedScreenHeader title={t('trendNew.title')} back={trendRoutes.list} />
      <PostComposer layout="mobile" label={t('trendNew.content')} {...composer} />
    </Page>
  );
}
