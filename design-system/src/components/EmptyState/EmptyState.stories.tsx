import type { Meta, StoryObj } from '@storybook/react-vite';
import { Images, MessageCircle, SearchX } from 'lucide-react';
import { EmptyState } from './EmptyState';
import { Button } from '../Button';
import { useLocale } from '../../i18n/LocaleProvider';
import { allVariantsParameters, VariantGrid } from '../../docs/VariantGrid';
import { longChineseName, longEnglishName } from '../../testing/fixtures/longText';
import { docsExample } from '../../docs/docsExample';
import { useExampleText } from '../../docs/exampleTexts';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    icon: {
      control: 'select',
      options: ['heart', 'chats', 'photos', 'search'],
      mapping: { heart: undefined, chats: <MessageCircle />, photos: <Images />, search: <SearchX /> },
      labels: { heart: 'heart (default)', chats: 'chat bubble', photos: 'photos', search: 'search, nothing found' },
    },
    action: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'What a list or a page shows when it has nothing yet: an icon, a title, one line of explanation and, where it helps, the action that fills it.',
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The library's default: a heart and 這裡還什麼都沒有 (empty.title). */
export const Default: Story = {};
/** The chat list before the first chat: the action leads to the members. */
export const NoChats: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <EmptyState
        {...args}
        icon={<MessageCircle />}
        title={args.title || t('chat.empty')}
        description={args.description || t('empty.chatsHint')}
        action={<Button>{t('nav.member')}</Button>}
      />
    );
  },
};
/** A profile without photos: the owner is offered the upload. */
export const NoPhotos: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <EmptyState
        {...args}
        icon={<Images />}
        title={args.title || t('photo.empty')}
        action={<Button variant="secondary">{t('profile.upload')}</Button>}
      />
    );
  },
};
/** A search without results: a hint, no action. */
export const NoUsersFound: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <EmptyState
        {...args}
        icon={<SearchX />}
        title={args.title || t('chat.noResults')}
        description={args.description || t('empty.searchHint')}
      />
    );
  },
};

/** A search for a long Chinese and a long English name: the title wraps inside the column. */
export const LongSearch: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <div style={{ display: 'grid', gap: 24, maxWidth: 320 }}>
        <EmptyState
          {...args}
          icon={<SearchX />}
          title={`${t('chat.noResults')} · ${longChineseName}`}
          description={args.description || t('empty.searchHint')}
        />
        <EmptyState
          {...args}
          icon={<SearchX />}
          title={`${t('chat.noResults')} · ${longEnglishName}`}
          description={args.description || t('empty.searchHint')}
        />
      </div>
    );
  },
};

const contents = ['title only', 'description', 'action', 'everything'] as const;
// Landmarks need unique names, so each row is a real case with its own title.
const surfaces = ['in a card, 280 px'] as const;

/** Every content combination in one grid: title only, with description, with action, all three. */
export const AllVariants: Story = {
  parameters: allVariantsParameters,
  render: function Render(args) {
    const { t } = useLocale();
    const cases = {
      'title only': { icon: undefined, title: t('empty.title'), description: undefined, action: undefined },
      description: {
        icon: <SearchX />,
        title: t('chat.noResults'),
        description: t('empty.searchHint'),
        action: undefined,
      },
      action: {
        icon: <Images />,
        title: t('photo.empty'),
        description: undefined,
        action: (
          <Button size="sm" variant="secondary">
            {t('profile.upload')}
          </Button>
        ),
      },
      everything: {
        icon: <MessageCircle />,
        title: t('chat.empty'),
        description: t('empty.chatsHint'),
        action: <Button size="sm">{t('nav.member')}</Button>,
      },
    };
    return (
      <VariantGrid
        caption="EmptyState: content"
        rows={contents}
        columns={surfaces}
        render={(content) => (
          <div style={{ width: 280, border: '1px solid #E5E0DA', borderRadius: 16 }}>
            <EmptyState {...args} {...cases[content]} />
          </div>
        )}
      />
    );
  },
};

/** Do: say what is missing and offer the one action that fills it. */
export const DoSayWhatIsMissing: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    return (
      <EmptyState
        icon={<MessageCircle />}
        title={t('chat.empty')}
        description={t('empty.chatsHint')}
        action={<Button size="sm">{t('nav.member')}</Button>}
      />
    );
  },
};

/** Don't: a technical message and several competing actions. */
export const DontTechnicalMessage: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    const text = useExampleText();
    return (
      <EmptyState
        title={text({ zhtw: '查無資料 (0 筆)', zhcn: '查无数据 (0 条)', en: 'No data found (0 records)' })}
        action={
          <>
            <Button size="sm">{text({ zhtw: '重新整理', zhcn: '刷新', en: 'Refresh' })}</Button>
            <Button size="sm">{t('nav.member')}</Button>
            <Button size="sm">{t('nav.recharge')}</Button>
          </>
        }
      />
    );
  },
};
