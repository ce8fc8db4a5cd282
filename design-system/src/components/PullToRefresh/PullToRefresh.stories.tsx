import type { ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { PullToRefresh, type PullState } from './PullToRefresh';
import { MemberListItem } from '../MemberListItem';
import { EmptyState } from '../EmptyState';
import { members, storyNow } from '../../testing/fixtures';
import { storyText } from '../../testing/storyText';
import { VariantGrid } from '../../docs/VariantGrid';
import { useLocale } from '../../i18n/LocaleProvider';
import { docsExample } from '../../docs/docsExample';

function MemberRows({ count }: { count: number }): ReactNode {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {members.slice(0, count).map((member) => (
        <li key={member.id}>
          <MemberListItem member={member} viewerGender={0} now={storyNow} />
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Components/PullToRefresh',
  component: PullToRefresh,
  args: { onRefresh: fn(() => new Promise((resolve) => setTimeout(resolve, 1200))) },
  argTypes: {
    forceState: {
      control: 'select',
      options: ['pulling', 'releasing', 'loading'],
      labels: { pulling: 'pulling', releasing: 'releasing (past the threshold)', loading: 'loading' },
    },
    threshold: { control: { type: 'number', min: 32, max: 160 } },
    closeDelay: { control: { type: 'number', min: 0, step: 100 } },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Reloads a mobile list when it is pulled down from its top: pull, release past the threshold, the list refreshes while the indicator spins.',
      },
    },
  },
  render: (args) => (
    <PullToRefresh {...args} style={{ height: 360 }}>
      <MemberRows count={4} />
    </PullToRefresh>
  ),
} satisfies Meta<typeof PullToRefresh>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest; pull down on a touch screen (or the device toolbar of your browser) to try it. */
export const Idle: Story = {};
/** Pulled less than the threshold: letting go does nothing. */
export const Pulling: Story = { args: { forceState: 'pulling' } };
/** Pulled past the threshold: letting go refreshes. */
export const Releasing: Story = { args: { forceState: 'releasing' } };
/** Refreshing: the indicator spins and the list is busy. */
export const Loading: Story = { args: { forceState: 'loading' } };
/** An empty list can be pulled too: the way to check for new members. */
export const EmptyList: Story = {
  args: { forceState: 'releasing' },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <PullToRefresh {...args} style={{ height: 280 }}>
        <EmptyState title={t('empty.title')} description={t('empty.searchHint')} />
      </PullToRefresh>
    );
  },
};
/** A finger at `clientY`: a real Touch in a browser, a plain object in jsdom (which has no Touch). */
const finger = (target: Element, clientY: number) =>
  typeof Touch === 'function' ? new Touch({ identifier: 1, target, clientY }) : { clientY };

/** The gesture: a finger pulls the list 200 px down and lets go; the list refreshes. */
export const PullGesture: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const canvas = within(canvasElement);
    const t = storyText(globals);
    const root = canvas.getByRole('status').parentElement as HTMLElement;
    fireEvent.touchStart(root, { touches: [finger(root, 10)] });
    fireEvent.touchMove(root, { touches: [finger(root, 210)] });
    // In a browser React renders a touchmove's update a moment later (a continuous event).
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t('pull.releasing')));
    fireEvent.touchEnd(root, { changedTouches: [finger(root, 210)] });
    await waitFor(() => expect(args.onRefresh).toHaveBeenCalled());
    await expect(canvas.getByRole('status')).toHaveTextContent(t('pull.loading'));
    await expect(root).toHaveAttribute('aria-busy', 'true');
  },
};

const states: ReadonlyArray<PullState> = ['idle', 'pulling', 'releasing', 'loading'];

/** Every state of the indicator over a short list. */
export const AllVariants: Story = {
  parameters: { controls: { disable: true }, layout: 'fullscreen' },
  render: (args) => (
    <VariantGrid
      caption="PullToRefresh: state"
      rows={states}
      columns={['three names'] as const}
      render={(state) => (
        <div style={{ width: 320 }}>
          <PullToRefresh {...args} forceState={state === 'idle' ? undefined : state} style={{ height: 200 }}>
            {/* Plain rows: the grid stays light for the story tests (the list itself is MemberListItem's). */}
            <ul style={{ margin: 0, padding: 16 }}>
              {members.slice(0, 3).map((member) => (
                <li key={member.id}>{member.username}</li>
              ))}
            </ul>
          </PullToRefresh>
        </div>
      )}
    />
  ),
};

/** Do: one pull area around the whole scrolling list. */
export const DoOnePullArea: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    return (
      <div style={{ border: '1px dashed #8A4FA0', padding: 8, width: '100%' }}>
        {t('pull.pulling')} ↓
        {members.slice(0, 3).map((member) => (
          <div key={member.id}>{member.username}</div>
        ))}
      </div>
    );
  },
};

/** Don't: a pull area per card; nobody knows which one refreshes. */
export const DontPullAreaPerCard: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: () => (
    <div style={{ display: 'grid', gap: 4, width: '100%' }}>
      {members.slice(0, 2).map((member) => (
        <div key={member.id} style={{ border: '1px dashed #B42318', padding: 4 }}>
          ↓ {member.username}
        </div>
      ))}
    </div>
  ),
};
