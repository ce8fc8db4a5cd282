import type { Meta, StoryObj } from '@storybook/react-vite';
import { AUTHORITY_NAMES } from '@kindred/rules';
import { PrivilegeList } from './PrivilegeList';
import { useLocale } from '../../i18n/LocaleProvider';
import { memberStoryTexts } from '../../docs/memberStoryTexts';
import { docsExample } from '../../docs/docsExample';

const silver = [
  'Search_users',
  'View_profiles',
  'Upload_photo',
  'View_photo',
  'Read_mails',
  'Start_chat_dialog',
] as const;

const meta = {
  title: 'Components/PrivilegeList',
  component: PrivilegeList,
  args: { texts: memberStoryTexts({}).privileges, tierName: '', privileges: silver },
  argTypes: { texts: { control: false }, tierName: { control: 'text' } },
  parameters: {
    docs: {
      description: {
        component:
          'What a membership tier allows, as a checked list in columns: two on phones, three on the desktop, or as many as `columns` says.',
      },
    },
  },
  // The texts and the tier's name in the story's language (unless the control gives a name).
  render: function Render(args, { globals }) {
    const { t } = useLocale();
    const texts = memberStoryTexts(globals).privileges;
    return <PrivilegeList {...args} texts={texts} tierName={args.tierName || t('vip.1')} />;
  },
} satisfies Meta<typeof PrivilegeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Silver's privileges, in the theme's columns (2 on mobile, 3 on desktop). */
export const Silver: Story = {};
/** Every authority (gold): 21 lines. */
export const Gold: Story = {
  args: { privileges: AUTHORITY_NAMES },
  render: function Render(args, { globals }) {
    const { t } = useLocale();
    return <PrivilegeList {...args} texts={memberStoryTexts(globals).privileges} tierName={t('vip.2')} />;
  },
};
/** Two columns whatever the theme. */
export const TwoColumns: Story = { args: { columns: 2 } };
/** One column, for a narrow side panel. */
export const OneColumn: Story = { args: { columns: 1 } };

/** Do: the tier's privileges under its name, in the theme's columns. */
export const DoThemeColumns: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { privileges: ['Search_users', 'View_profiles', 'Read_mails', 'Start_chat_dialog'] },
};

/** Don't: one column of a long list on a wide card; the member scrolls past it. */
export const DontOneLongColumn: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { columns: 1 },
  render: function Render(args, { globals }) {
    const { t } = useLocale();
    return <PrivilegeList {...args} texts={memberStoryTexts(globals).privileges} tierName={t('vip.2')} />;
  },
};
