import type { Meta, StoryObj } from '@storybook/react-vite';
import { RelativeTime } from './RelativeTime';
import { storyNow } from '../../testing/fixtures';
import { allVariantsParameters, VariantGrid } from '../../docs/VariantGrid';
import { LocaleProvider } from '../../i18n/LocaleProvider';
import { languageTag } from '../../i18n/locales';
import { docsExample } from '../../docs/docsExample';

const nowSeconds = Math.floor(storyNow / 1000);

const meta = {
  title: 'Components/RelativeTime',
  component: RelativeTime,
  args: { now: storyNow, seconds: nowSeconds },
  argTypes: {
    now: { control: 'date' },
    refreshMs: { control: { type: 'number', min: 1000, step: 1000 } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'When something happened, as people say it: 剛剛, 5 分鐘前, 3月5日; the exact date and time in its tooltip. The stories fix "now" at 2025-06-15 20:00.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under a second, or a device clock slightly behind the server: 剛剛 / just now. */
export const JustNow: Story = {};
/** Under a minute: in seconds. */
export const SecondsAgo: Story = { args: { seconds: nowSeconds - 42 } };
/** Under an hour: in minutes. */
export const MinutesAgo: Story = { args: { seconds: nowSeconds - 5 * 60 } };
/** Under a day: in hours. */
export const HoursAgo: Story = { args: { seconds: nowSeconds - 3 * 3600 } };
/** Older than a day, this year: month and day. */
export const ThisYear: Story = { args: { seconds: Math.floor(new Date(2025, 2, 5, 9, 30).getTime() / 1000) } };
/** Another year: the year is added. */
export const EarlierYear: Story = { args: { seconds: Math.floor(new Date(2023, 10, 20, 22, 0).getTime() / 1000) } };
/** Every rule in all three languages. */
export const AllRules: Story = {
  render: (args) => (
    <table>
      <tbody>
        {[0, 42, 300, 10800, 86400 * 20, 86400 * 600].map((ago) => (
          <tr key={ago}>
            <th scope="row" style={{ textAlign: 'start', paddingInlineEnd: 16, fontWeight: 500 }}>
              −{ago} s
            </th>
            <td>
              <RelativeTime {...args} seconds={nowSeconds - ago} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

const ages = [
  ['just now', 0],
  ['seconds', 42],
  ['minutes', 300],
  ['hours', 10800],
  ['this year', 86400 * 20],
  ['earlier year', 86400 * 600],
] as const;
/** Every rule × every language in one grid, whatever the toolbar's language. */
export const AllVariants: Story = {
  parameters: allVariantsParameters,
  render: (args) => (
    <VariantGrid
      caption="RelativeTime: age × language"
      rows={ages.map(([label]) => label)}
      columns={['zhtw', 'zhcn', 'en'] as const}
      render={(label, locale) => {
        const ago = ages.find(([name]) => name === label)?.[1] ?? 0;
        return (
          <LocaleProvider locale={locale}>
            <RelativeTime {...args} seconds={nowSeconds - ago} lang={languageTag[locale]} />
          </LocaleProvider>
        );
      }}
    />
  ),
};

/** Do: relative time for when something happened. */
export const DoHowRecent: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { seconds: nowSeconds - 300 },
};

/** Don't: a full timestamp where members only need to know how recent it is. */
export const DontFullTimestamp: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: () => (
    <time dateTime="2025-06-15T19:55:00+08:00" style={{ fontSize: 12 }}>
      2025-06-15 19:55:00 GMT+08:00
    </time>
  ),
};
