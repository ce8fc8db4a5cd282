import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Search } from 'lucide-react';
import { ScreenHeader } from './ScreenHeader';
import { Avatar } from '../Avatar';
import { IconButton } from '../IconButton';
import { Button } from '../Button';
import { useLocale } from '../../i18n/LocaleProvider';
import { members } from '../../testing/fixtures';
import { longChineseName, longEnglishName } from '../../testing/fixtures/longText';
import { docsExample } from '../../docs/docsExample';
import { useExampleText } from '../../docs/exampleTexts';

const meta = {
  title: 'Components/ScreenHeader',
  component: ScreenHeader,
  args: { title: '', onBack: fn() },
  argTypes: { title: { control: 'text' }, actions: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          "A screen's top bar on /m (a page's title row on /w and /admin, size heading): the back button, the screen's title (its level-1 heading) and, at the end, the screen's own actions.",
      },
    },
  },
} satisfies Meta<typeof ScreenHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sub-screen: back to where the member came from, and the screen's name. */
export const WithBack: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <ScreenHeader {...args} title={args.title || t('nav.recharge')} />;
  },
};

/** A top-level screen (a tab of the bottom bar) has no back button. */
export const TitleOnly: Story = {
  args: { onBack: undefined },
  render: function Render(args) {
    const { t } = useLocale();
    return <ScreenHeader {...args} title={args.title || t('nav.newsfeed')} />;
  },
};

/** A conversation: the partner's avatar and name as the title. */
export const Conversation: Story = {
  render: function Render(args) {
    const member = members[0]!;
    return (
      <ScreenHeader
        {...args}
        title={
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            <Avatar
              src={member.avatar}
              name={member.username}
              vip={member.vip}
              online={member.is_online === 1}
              size="sm"
            />
            {member.username}
          </span>
        }
      />
    );
  },
};

/** The screen's own action at the end of the bar. */
export const WithActions: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <ScreenHeader
        {...args}
        title={args.title || t('nav.member')}
        actions={<IconButton label={t('common.search')} icon={<Search aria-hidden />} />}
      />
    );
  },
};

/** A page's title row on /w and /admin: the heading size, no back button, the page's own button at the end. */
export const PageTitle: Story = {
  args: { onBack: undefined, size: 'heading' },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <ScreenHeader
        {...args}
        title={args.title || t('nav.member')}
        actions={
          <Button size="sm" iconStart={<Search aria-hidden />}>
            {t('common.search')}
          </Button>
        }
      />
    );
  },
};

/** Long titles wrap inside the bar; the back button keeps its size. */
export const LongTitle: Story = {
  render: function Render(args) {
    return (
      <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
        {/* Each bar in its own article: two page-level headers would be two banner landmarks. */}
        <article>
          <ScreenHeader {...args} title={longChineseName} />
        </article>
        <article>
          <ScreenHeader {...args} title={longEnglishName} />
        </article>
      </div>
    );
  },
};

/** Do: a short title that names the screen. */
export const DoShortTitle: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render(args) {
    const { t } = useLocale();
    return <ScreenHeader {...args} title={t('nav.member')} />;
  },
};

/** Don't: a sentence as the title. */
export const DontSentenceTitle: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render(args) {
    const text = useExampleText();
    return (
      <ScreenHeader
        {...args}
        title={text({
          zhtw: '在這裡您可以為您的帳戶儲值。',
          zhcn: '在这里您可以为您的账户充值。',
          en: 'Here you can add credit to your account.',
        })}
      />
    );
  },
};
