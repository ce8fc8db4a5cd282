import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoadMore, type LoadMoreStatus } from './LoadMore';
import { VariantGrid } from '../../docs/VariantGrid';
import { useLocale } from '../../i18n/LocaleProvider';
import { docsExample } from '../../docs/docsExample';

const meta = {
  title: 'Components/LoadMore',
  component: LoadMore,
  args: { status: 'idle', onLoadMore: fn() },
  argTypes: {
    status: {
      control: 'select',
      options: ['idle', 'loading', 'done'],
      labels: { idle: 'idle: the button', loading: 'loading: busy', done: 'done: the end text' },
    },
    endText: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The end of a paged list: a button that loads the next page, busy while it loads, and a short line once the last page is shown.',
      },
    },
  },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More pages to load: the button. */
export const Idle: Story = {};
/** The next page is on its way: the button is busy and ignores clicks. */
export const Loading: Story = { args: { status: 'loading' } };
/** The last page is shown: the end line (no more members by default). */
export const Done: Story = { args: { status: 'done' } };
/** The end line of another list (photos), passed as `endText`. */
export const CustomEndText: Story = {
  args: { status: 'done' },
  render: function Render(args) {
    const { t } = useLocale();
    return <LoadMore {...args} endText={t('photo.empty')} />;
  },
};
/** The button under the pointer. */
export const Hover: Story = { parameters: { pseudo: { hover: true } } };
/** The button with keyboard focus. */
export const Focused: Story = { parameters: { pseudo: { focusVisible: true } } };

/** Two pages: loads page 2, then reaches last_page and the button goes away. */
export const Paging: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    const [status, setStatus] = useState<LoadMoreStatus>('idle');
    const lastPage = 2;
    return (
      <div>
        <p>
          Page {page} / {lastPage}
        </p>
        <LoadMore
          {...args}
          status={status}
          onLoadMore={() => {
            setStatus('loading');
            setTimeout(() => {
              setPage(page + 1);
              setStatus(page + 1 >= lastPage ? 'done' : 'idle');
            }, 50);
          }}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() => expect(canvas.getByRole('status')).toBeInTheDocument());
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const statuses: readonly LoadMoreStatus[] = ['idle', 'loading', 'done'];
const looks = ['rest', 'hover', 'focus', 'pressed'] as const;

/** Every status at rest, under the pointer, with keyboard focus and pressed. */
export const AllVariants: Story = {
  parameters: {
    controls: { disable: true },
    // Wider than the 414 px phone frame: the grid takes the whole canvas.
    layout: 'fullscreen',
    pseudo: {
      hover: ['[data-look="hover"] button'],
      focusVisible: ['[data-look="focus"] button'],
      active: ['[data-look="pressed"] button'],
    },
  },
  render: (args) => (
    <VariantGrid
      caption="LoadMore: status × interaction"
      rows={statuses}
      columns={looks}
      render={(status, look) => (
        <div data-look={look}>
          <LoadMore {...args} status={status} />
        </div>
      )}
    />
  ),
};

/** Do: at the end of the list, say so in the list's words. */
export const DoSayTheEnd: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { status: 'done' },
  render: function Render(args) {
    const { t } = useLocale();
    return <LoadMore {...args} endText={t('photo.empty')} />;
  },
};

/** Don't: a "Load more" button that loads nothing more. */
export const DontButtonAtTheEnd: Story = { ...docsExample(), tags: ['!dev', '!autodocs'], args: { status: 'idle' } };
