import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PullToRefresh } from './PullToRefresh';
import { MemberListItem } from '../MemberListItem';
import { members, storyNow } from '../../testing/fixtures';

const meta = {
  title: 'Components/PullToRefresh',
  component: PullToRefresh,
  args: { onRefresh: fn(() => new Promise((resolve) => setTimeout(resolve, 1200))) },
  render: (args) => (
    <PullToRefresh {...args} style={{ height: 360 }}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {members.slice(0, 4).map((member) => (
          <li key={member.id}>
            <MemberListItem member={member} viewerGender={0} now={storyNow} />
          </li>
        ))}
      </ul>
    </PullToRefresh>
  ),
} satisfies Meta<typeof PullToRefresh>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest; pull down on a touch screen (or the device toolbar of your browser) to try it. */
export const Idle: Story = {};
export const Pulling: Story = { args: { forceState: 'pulling' } };
export const Releasing: Story = { args: { forceState: 'releasing' } };
export const Loading: Story = { args: { forceState: 'loading' } };
