import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataList } from './DataList';
import { Badge } from '../Badge';
import { useLocale } from '../../i18n/LocaleProvider';
import { allVariantsParameters, VariantGrid } from '../../docs/VariantGrid';
import { longChineseName, longChineseText, longEnglishName, longEnglishText } from '../../testing/fixtures/longText';
import { docsExample } from '../../docs/docsExample';
import { useExampleText } from '../../docs/exampleTexts';

const meta = {
  title: 'Components/DataList',
  component: DataList,
  args: { items: [] },
  argTypes: {
    layout: {
      control: 'select',
      options: ['columns', 'stacked'],
      labels: { columns: 'columns (term beside value)', stacked: 'stacked (term above value)' },
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Term and value pairs as a description list: a member's record, an order, a report in the staff console.",
      },
    },
  },
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
    { id: 'unread', term: t('menu.notices'), description: <Badge count={3} /> },
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

function useLongItems() {
  const { t } = useLocale();
  return [
    { id: 'username-zh', term: t('field.username'), description: longChineseName },
    { id: 'username-en', term: t('field.username'), description: longEnglishName },
    { id: 'address-zh', term: t('pay.address'), description: longChineseText },
    { id: 'address-en', term: t('pay.address'), description: longEnglishText },
    { id: 'signature', term: t('field.signature'), description: null },
  ];
}

/** Long Chinese and English names and addresses wrap inside the value column; an empty value shows a dash. */
export const LongValues: Story = {
  render: function Render(args) {
    return (
      <div style={{ maxWidth: 360 }}>
        <DataList {...args} items={useLongItems()} />
      </div>
    );
  },
};

const contents = ['record', 'long texts', 'empty values'] as const;
const layouts = ['columns', 'stacked'] as const;

/** Every content × layout in one grid. */
export const AllVariants: Story = {
  parameters: allVariantsParameters,
  render: function Render(args) {
    const record = useMemberItems();
    const long = useLongItems();
    const empty = record.map((item) => ({ ...item, description: '' }));
    const items = { record, 'long texts': long, 'empty values': empty };
    return (
      <VariantGrid
        caption="DataList: content × layout"
        rows={contents}
        columns={layouts}
        render={(content, layout) => (
          <div style={{ width: 300 }}>
            <DataList {...args} layout={layout} items={items[content]} />
          </div>
        )}
      />
    );
  },
};

/** Do: short terms and a dash for a missing value. */
export const DoShortTerms: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    return (
      <DataList
        items={[
          { id: 'u', term: t('field.username'), description: 'mei_lin' },
          { id: 's', term: t('field.signature'), description: '' },
        ]}
      />
    );
  },
};

/** Don't: terms written as questions or sentences, and a label used as a value. */
export const DontSentenceTerms: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    const text = useExampleText();
    return (
      <DataList
        items={[
          {
            id: 'u',
            term: text({
              zhtw: '這位會員的使用者名稱是什麼？',
              zhcn: '这位会员的用户名是什么？',
              en: 'What is this member’s username?',
            }),
            description: 'mei_lin',
          },
          {
            id: 's',
            term: t('field.signature'),
            description: text({ zhtw: '沒有填寫個性簽名', zhcn: '没有填写个性签名', en: 'No signature filled in' }),
          },
        ]}
      />
    );
  },
};
