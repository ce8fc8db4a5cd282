import type { Meta, StoryObj } from '@storybook/react-vite';
import { Notice } from './Notice';
import { Button } from '../Button';
import { Select } from '../Select';
import { TextLink } from '../Typography';
import { useLocale } from '../../i18n/LocaleProvider';
import { allVariantsParameters, VariantGrid } from '../../docs/VariantGrid';
import { longEnglishName } from '../../testing/fixtures/longText';
import { docsExample } from '../../docs/docsExample';

const meta = {
  title: 'Components/Notice',
  component: Notice,
  args: { tone: 'info', children: '' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['info', 'warning', 'upgrade'] },
    children: { control: 'text' },
    actions: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A notice in the flow of a screen: a tinted strip with an icon, one message and the links that resolve it. One look on /m and /w.',
      },
    },
  },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The free messages are used up: the upgrade notice above a chat's composer, with its link. */
export const Upgrade: Story = {
  args: { tone: 'upgrade', role: 'alert' },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Notice {...args} actions={<TextLink href="#upgrade">{t('nav.upgrade')}</TextLink>}>
        {args.children || t('toast.freeChatUsed')}
      </Notice>
    );
  },
};

/** Something the member asked for did not happen: two ways out. */
export const Warning: Story = {
  args: { tone: 'warning', role: 'alert' },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Notice
        {...args}
        actions={
          <>
            <TextLink href="#recharge">{t('nav.recharge')}</TextLink>
            <TextLink href="#upgrade">{t('nav.upgrade')}</TextLink>
          </>
        }
      >
        {args.children || t('toast.freeChatUsed')}
      </Notice>
    );
  },
};

/** A quiet strip that holds a control: the chat's translation language. */
export const InfoWithControl: Story = {
  args: { role: 'status' },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Notice {...args}>
        <Select
          label={t('common.choose')}
          value="en"
          onValueChange={() => undefined}
          options={[
            { value: 'en', label: 'English' },
            { value: 'zh', label: '中文' },
          ]}
        />
      </Notice>
    );
  },
};

/** A long message and a button action wrap inside a narrow column. */
export const LongMessage: Story = {
  args: { tone: 'warning', role: 'alert' },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <div style={{ maxWidth: 300 }}>
        <Notice
          {...args}
          actions={
            <Button size="sm" variant="secondary">
              {t('nav.upgrade')}
            </Button>
          }
        >
          {`${t('toast.freeChatUsed')} ${longEnglishName}`}
        </Notice>
      </div>
    );
  },
};

const tones = ['info', 'warning', 'upgrade'] as const;
const contents = ['message', 'with a link'] as const;

/** Every tone with and without an action. */
export const AllVariants: Story = {
  args: { role: 'status' },
  parameters: allVariantsParameters,
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <VariantGrid
        caption="Notice: tone × content"
        rows={tones}
        columns={contents}
        render={(tone, content) => (
          <div style={{ width: 300 }}>
            <Notice
              {...args}
              tone={tone}
              actions={content === 'with a link' && <TextLink href="#upgrade">{t('nav.upgrade')}</TextLink>}
            >
              {t('toast.freeChatUsed')}
            </Notice>
          </div>
        )}
      />
    );
  },
};

/** Do: say what happened and offer the way out. */
export const DoSayWhatHappened: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { tone: 'upgrade', role: 'alert' },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Notice {...args} actions={<TextLink href="#upgrade">{t('nav.upgrade')}</TextLink>}>
        {t('toast.freeChatUsed')}
      </Notice>
    );
  },
};

/** Don't: a notice for a passing confirmation; that is a toast. */
export const DontPassingConfirmation: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { role: 'status' },
  render: function Render(args) {
    const { t } = useLocale();
    return <Notice {...args}>{t('toast.saved')}</Notice>;
  },
};
