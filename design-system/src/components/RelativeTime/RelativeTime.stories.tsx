import type { Meta, StoryObj } from '@storybook/react-vite';
import { RelativeTime } from './RelativeTime';
import { storyNow } from '../../testing/fixtures';

const nowSeconds = Math.floor(storyNow / 1000);

const meta = {
  title: 'Components/RelativeTime',
  component: RelativeTime,
  args: { now: storyNow, seconds: nowSeconds },
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

export const JustNow: Story = {};
export const SecondsAgo: Story = { args: { seconds: nowSeconds - 42 } };
export const MinutesAgo: Story = { args: { seconds: nowSeconds - 5 * 60 } };
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
