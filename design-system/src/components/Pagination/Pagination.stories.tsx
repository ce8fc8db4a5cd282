import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';
import { staffStoryTexts } from '../../docs/staffStoryTexts';
import { allVariantsParameters, VariantGrid } from '../../docs/VariantGrid';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, last: 5, onPage: fn(), texts: staffStoryTexts({}).pagination },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    last: { control: { type: 'number', min: 0 } },
    texts: { control: false },
  },
  // The buttons turn the page; the story's language picks the words.
  render: function Render(args, { globals }) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        texts={staffStoryTexts(globals).pagination}
        onPage={(next) => (setPage(next), args.onPage(next))}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'Previous / next and the page numbers of a paged list: the staff console tables, long lists. Nothing is rendered with one page.',
      },
    },
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first of five pages: previous is off. */
export const FirstPage: Story = {};

/** Page 10 of 48: the first and last pages and the neighbours, gaps for the rest. */
export const ManyPages: Story = { args: { page: 10, last: 48 } };

/** The last page: next is off. */
export const LastPage: Story = { args: { page: 5, last: 5 } };

/** Pressing next and a page number moves the current page. */
export const Turning: Story = {
  args: { page: 1, last: 12 },
  play: async ({ canvasElement, args, globals }) => {
    const texts = staffStoryTexts(globals).pagination;
    const nav = within(canvasElement).getByRole('navigation', { name: texts.label });
    await userEvent.click(within(nav).getByRole('button', { name: texts.next }));
    await expect(args.onPage).toHaveBeenLastCalledWith(2);
    await userEvent.click(within(nav).getByRole('button', { name: texts.page.replace('{page}', '12') }));
    await expect(args.onPage).toHaveBeenLastCalledWith(12);
    await expect(within(nav).getByRole('button', { name: texts.page.replace('{page}', '12') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

const positions = ['first', 'middle', 'last'] as const;
const lengths = ['5 pages', '48 pages'] as const;

/** Where the current page is × how many pages there are. */
export const AllVariants: Story = {
  parameters: allVariantsParameters,
  render: function Render(args, { globals }) {
    return (
      <VariantGrid
        caption="Pagination: current page × length"
        rows={positions}
        columns={lengths}
        render={(position, length) => {
          const last = length === '5 pages' ? 5 : 48;
          const page = position === 'first' ? 1 : position === 'last' ? last : Math.ceil(last / 2);
          const texts = staffStoryTexts(globals).pagination;
          // Six navigations on one page need six names (axe: landmark-unique).
          return (
            <Pagination
              {...args}
              aria-label={`${texts.label} (${position}, ${length})`}
              page={page}
              last={last}
              texts={texts}
            />
          );
        }}
      />
    );
  },
};
