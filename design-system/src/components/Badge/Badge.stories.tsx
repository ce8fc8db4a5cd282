import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, MessageCircle } from 'lucide-react';
import { Badge } from './Badge';
import { VariantGrid } from '../../docs/VariantGrid';
import { docsExample } from '../../docs/docsExample';
import { useExampleText } from '../../docs/exampleTexts';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { count: 5 },
  argTypes: {
    tone: {
      options: ['danger', 'brand', 'neutral'],
      control: {
        type: 'select',
        labels: { danger: 'danger: unread (red)', brand: 'brand: new (rose)', neutral: 'neutral: counts (grey)' },
      },
    },
    count: { control: { type: 'number', min: 0 } },
    max: { control: { type: 'number', min: 1 } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A small count on a tab, icon or chat row: unread chats, mails, notices. Above the cap (99) it reads 99+; at 0 it disappears.',
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (text: string) => ({ docs: { description: { story: text } } });

export const Count: Story = { parameters: story('One digit: a round badge.') };
export const TwoDigits: Story = { args: { count: 42 }, parameters: story('Two digits: the badge grows into a pill.') };
export const AtCap: Story = { args: { count: 99 }, parameters: story('99, the cap, still shown as a number.') };
export const OverCap: Story = {
  args: { count: 128 },
  parameters: story('Over the cap: 99+, read out as "more than 99 unread".'),
};
export const Dot: Story = { args: { count: 1, dot: true }, parameters: story('A dot without a number, for news.') };
export const Tones: Story = {
  parameters: story('The three tones: danger (unread), brand, neutral.'),
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Badge {...args} tone="danger" />
      <Badge {...args} tone="brand" />
      <Badge {...args} tone="neutral" />
    </div>
  ),
};
export const ZeroShown: Story = {
  args: { count: 0, showZero: true, tone: 'neutral' },
  parameters: story('Zero shown on purpose (showZero), neutral: e.g. a count of posts.'),
};
/** On an icon, the way the tab bar and the top menu use it. */
export const OnAnIcon: Story = {
  args: { count: 128 },
  parameters: story('In place: on the corner of a chat and a notice icon, with 99+ and a dot.'),
  render: (args) => (
    <div style={{ display: 'flex', gap: 32 }}>
      <span style={{ position: 'relative', display: 'inline-flex' }}>
        <MessageCircle aria-hidden size={28} />
        <Badge {...args} style={{ position: 'absolute', top: -6, insetInlineStart: 16 }} />
      </span>
      <span style={{ position: 'relative', display: 'inline-flex' }}>
        <Bell aria-hidden size={28} />
        <Badge {...args} dot style={{ position: 'absolute', top: -2, insetInlineStart: 20 }} />
      </span>
    </div>
  ),
};

const tones = ['danger', 'brand', 'neutral'] as const;
const counts = ['1', '42', '99', '128', 'dot', '0 shown'] as const;

/** Every tone × count in one grid. */
export const AllVariants: Story = {
  parameters: {
    controls: { disable: true },
    ...story('Every tone (rows) with 1, 42, 99, 128, a dot and a shown zero.'),
  },
  render: (args) => (
    <VariantGrid
      caption="Badge: tone × count"
      rows={tones}
      columns={counts}
      render={(tone, column) => (
        <Badge
          {...args}
          tone={tone}
          count={column === 'dot' ? 1 : column === '0 shown' ? 0 : Number(column)}
          dot={column === 'dot'}
          showZero={column === '0 shown'}
        />
      )}
    />
  ),
};

/** Do: cap large counts; 99+ is enough to say "a lot". */
export const DoCapLargeCounts: Story = { ...docsExample(), tags: ['!dev', '!autodocs'], args: { count: 128 } };

/** Don't: a long number grows wider than its icon. */
export const DontLongNumber: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { count: 128, max: 99999 },
};

/** Do: red only for what waits for the member. */
export const DoRedForWhatWaits: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { count: 3 },
  render: (args) => (
    <span style={{ position: 'relative', display: 'inline-flex' }}>
      <MessageCircle aria-hidden size={28} />
      <Badge {...args} style={{ position: 'absolute', top: -6, insetInlineStart: 16 }} />
    </span>
  ),
};

/** Don't: red on plain totals makes every badge look urgent. */
export const DontRedOnTotals: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const text = useExampleText();
    return (
      <Badge count={1024} max={9999} label={text({ zhtw: '1024 位粉絲', zhcn: '1024 位粉丝', en: '1024 followers' })} />
    );
  },
};
