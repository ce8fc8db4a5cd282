import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from './Stack';
import { Button } from '../Button';
import { useLocale } from '../../i18n/LocaleProvider';
import { members } from '../../testing/fixtures';

const meta = {
  title: 'Components/Stack',
  component: Stack,
  args: { gap: 'md', direction: 'column' },
  argTypes: {
    as: { control: 'inline-radio', options: ['div', 'ul', 'ol', 'section', 'article', 'nav', 'form'] },
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    gap: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch'] },
    justify: { control: 'inline-radio', options: ['start', 'between', 'end'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Lays out a screen's pieces in a column or a row with a gap from the spacing scale; as a `ul` it is a list without bullets.",
      },
    },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list of member names: a `ul` with the small gap, without bullets or indent. */
export const MemberList: Story = {
  args: { as: 'ul', gap: 'sm' },
  render: function Render(args) {
    return (
      <Stack {...args}>
        {members.slice(0, 3).map((member) => (
          <li key={member.id}>{member.username}</li>
        ))}
      </Stack>
    );
  },
};

/** A row of buttons that wraps on a narrow screen, pushed to both ends. */
export const ButtonRow: Story = {
  args: { direction: 'row', gap: 'sm', justify: 'between', align: 'center', wrap: true },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Stack {...args}>
        <Button variant="ghost">{t('common.cancel')}</Button>
        <Button>{t('common.save')}</Button>
      </Stack>
    );
  },
};
