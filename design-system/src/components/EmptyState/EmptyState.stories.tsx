import type { Meta, StoryObj } from '@storybook/react-vite';
import { Images, MessageCircle, SearchX } from 'lucide-react';
import { EmptyState } from './EmptyState';
import { Button } from '../Button';
import { useLocale } from '../../i18n/LocaleProvider';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoChats: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <EmptyState
        {...args}
        icon={<MessageCircle />}
        title={t('chat.empty')}
        description={t('empty.chatsHint')}
        action={<Button>{t('nav.member')}</Button>}
      />
    );
  },
};
export const NoPhotos: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <EmptyState
        {...args}
        icon={<Images />}
        title={t('photo.empty')}
        action={<Button variant="secondary">{t('profile.upload')}</Button>}
      />
    );
  },
};
export const NoUsersFound: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <EmptyState {...args} icon={<SearchX />} title={t('chat.noResults')} description={t('empty.searchHint')} />;
  },
};
