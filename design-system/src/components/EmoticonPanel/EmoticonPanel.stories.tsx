import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmoticonPanel } from './EmoticonPanel';
import { VariantGrid } from '../../docs/VariantGrid';
import { useLocale } from '../../i18n/LocaleProvider';
import { emoticons } from '../../emoticons/catalog';
import { docsExample } from '../../docs/docsExample';

const pick = (codes: string[]) => emoticons.filter((e) => codes.includes(e.code));
const sets = {
  'All emoticons': emoticons,
  Favourites: pick(['smile', 'laugh', 'love', 'kiss', 'heart', 'rose', 'hug', 'thumbsup']),
  'Faces only (first 24)': emoticons.slice(0, 24),
};

const meta = {
  title: 'Components/EmoticonPanel',
  component: EmoticonPanel,
  args: { onSelect: fn() },
  argTypes: {
    emoticons: { options: Object.keys(sets), mapping: sets, control: { type: 'select' } },
    columns: {
      control: { type: 'select', labels: { 6: '6 (narrow)', 8: '8 (phones)', 10: '10 (desktop)' } },
      options: [6, 8, 10],
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The emoticon picker under the chat and post composers: a scrolling grid of named pictures; a click or Enter inserts the code, arrow keys move through the grid.',
      },
    },
  },
} satisfies Meta<typeof EmoticonPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (text: string) => ({ docs: { description: { story: text } } });

/** All the emoticons, eight a row (mobile chat). */
export const Mobile: Story = { parameters: story('All the emoticons, eight a row (mobile chat); the grid scrolls.') };
/** Ten a row in the desktop composer. */
export const Desktop: Story = { args: { columns: 10 }, parameters: story('Ten a row in the desktop composer.') };
export const Favourites: Story = {
  args: { emoticons: sets.Favourites },
  parameters: story('A subset: the eight most used, for a quick-reaction row.'),
};

/** Arrow keys move through the grid; Enter inserts. */
export const Keyboard: Story = {
  args: { columns: 8 },
  parameters: story('Arrow keys move through the grid (one tab stop); Enter inserts the focused emoticon.'),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    buttons[0].focus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(buttons[9]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(emoticons[9].code);
  },
};
export const Hovered: Story = {
  args: { emoticons: sets.Favourites },
  parameters: {
    pseudo: { hover: ['button:nth-of-type(3)'] },
    ...story('Pointer over an emoticon: it grows and gets the hover background.'),
  },
};
export const FocusVisible: Story = {
  args: { emoticons: sets.Favourites },
  parameters: {
    pseudo: { focusVisible: ['button:first-of-type'] },
    ...story('Keyboard focus on the first emoticon: the focus ring.'),
  },
};

const rows = ['favourites', 'faces'] as const;
const columns = ['6 columns', '8 columns', '10 columns'] as const;

/** Sets × column counts in one grid. */
export const AllVariants: Story = {
  parameters: {
    controls: { disable: true },
    ...story('The favourites and the first 24 faces (rows) at 6, 8 and 10 columns (columns).'),
  },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <VariantGrid
        caption="EmoticonPanel: set × columns"
        rows={rows}
        columns={columns}
        render={(row, column) => (
          <div style={{ width: 300 }}>
            <EmoticonPanel
              {...args}
              emoticons={row === 'favourites' ? sets.Favourites : sets['Faces only (first 24)']}
              columns={Number(column.split(' ')[0])}
              aria-label={`${t('emoticon.panel')}: ${row}, ${column}`}
            />
          </div>
        )}
      />
    );
  },
};

/** Do: the default columns, full rows of emoticons. */
export const DoFullRows: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { emoticons: emoticons.slice(0, 16) },
};

/** Don't: a few wide columns that push the emoticons below the fold. */
export const DontNarrowColumns: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { columns: 4, emoticons: emoticons.slice(0, 8) },
};
