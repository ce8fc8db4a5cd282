import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Coverflow } from './Coverflow';
import { members } from '../../testing/fixtures';
import { edgeMembers } from '../../testing/fixtures/storeAndMenus';
import { storyText } from '../../testing/storyText';
import { VariantGrid } from '../../docs/VariantGrid';
import { docsExample } from '../../docs/docsExample';

const meta = {
  title: 'Components/Coverflow',
  component: Coverflow,
  args: { members, defaultIndex: 3, onSelect: fn() },
  argTypes: {
    members: {
      control: 'select',
      options: ['eight', 'three', 'edgeCases'],
      mapping: { eight: members, three: members.slice(0, 3), edgeCases: edgeMembers },
      labels: { eight: 'Eight members', three: 'Three members', edgeCases: 'Long names, no photos' },
    },
    defaultIndex: { control: { type: 'number', min: 0, max: 7 } },
    visibleSide: { control: { type: 'range', min: 1, max: 4 } },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The member wall of the desktop home: covers of members in 3-D perspective, the middle one opens the profile, the side ones come to the middle.',
      },
    },
  },
} satisfies Meta<typeof Coverflow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Eight members with the fourth in the middle. */
export const MemberWall: Story = {};
/** At the first member: the previous button is disabled. */
export const AtStart: Story = { args: { defaultIndex: 0 } };
/** At the last member: the next button is disabled. */
export const AtEnd: Story = { args: { defaultIndex: members.length - 1 } };
/** A short wall of three members. */
export const FewMembers: Story = { args: { members: members.slice(0, 3), defaultIndex: 1 } };
/** Long Chinese and English names wrap inside their covers; members without a photo show their initial. */
export const LongNamesAndNoPhoto: Story = { args: { members: edgeMembers, defaultIndex: 1 } };
/** The middle cover with keyboard focus. */
export const MiddleFocused: Story = { parameters: { pseudo: { focusVisible: ['[aria-current="true"]'] } } };
/** The arrow keys bring the next cover to the middle. */
export const KeyboardMoves: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText(globals);
    const middle = () => canvasElement.querySelector('button[aria-current="true"]') as HTMLElement;
    const before = middle().textContent;
    middle().focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(middle().textContent).not.toBe(before);
    await userEvent.click(canvas.getByRole('button', { name: t('common.previous') }));
    await expect(middle().textContent).toBe(before);
  },
};

const positions = ['at start', 'in the middle', 'at end'] as const;

/** The wall at its start, in the middle and at its end (previous and next disabled at the ends). */
export const AllVariants: Story = {
  parameters: { controls: { disable: true } },
  render: (args) => (
    <VariantGrid
      caption="Coverflow: position"
      rows={positions}
      columns={['five members'] as const}
      render={(position) => (
        <div style={{ width: 840 }}>
          {/* Three walls on one page need three region names (axe: landmark-unique). */}
          <Coverflow
            {...args}
            aria-label={position}
            members={members.slice(0, 5)}
            defaultIndex={position === 'at start' ? 0 : position === 'at end' ? 4 : 2}
          />
        </div>
      )}
    />
  ),
};

/** Do: enough members to fill both sides, the middle one chosen on purpose. */
export const DoFillBothSides: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { members: members.slice(0, 5), defaultIndex: 2, visibleSide: 1, style: { width: '100%' } },
};

/** Don't: two members in a wall; the 3-D row looks broken and empty. */
export const DontTwoMembers: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { members: members.slice(0, 2), defaultIndex: 0, visibleSide: 1, style: { width: '100%' } },
};
