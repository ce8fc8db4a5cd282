import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataList } from './DataList';
import { Badge } from '../Badge';
import { useLocale } from '../../i18n/LocaleProvider';

const meta = {
  title: 'Components/DataList',
  component: DataList,
  args: { items: [] },
} satisfies Meta<typeof DataList>;

export default meta;
type Story = StoryObj<typeof meta>;

function useMemberItems() {
  const { t } = useLocale();
  return [
    { id: 'username', term: t('field.username'), description: 'mei_lin' },
    { id: 'country', term: t('field.country'), description: t('country.TW') },
    { id: 'birthday', term: t('field.birthday'), description: '1999-03-02' },
    { id: 'balance', term: t('profile.balance'), description: t('common.credits', { count: 120 }) },
    { id: 'unread', term: t('chat.unread'), description: <Badge count={3} /> },
    { id: 'signature', term: t('field.signature'), description: '' },
  ];
}

/** A member's record beside its labels (the staff member detail). */
export const Columns: Story = {
  render: function Render(args) {
    return <DataList {...args} items={useMemberItems()} />;
  },
};

/** Labels above the values, for narrow panels. */
export const Stacked: Story = {
  render: function Render(args) {
    return <DataList {...args} layout="stacked" items={useMemberItems()} />;
  },
};
