import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoadMore, type LoadMoreStatus } from './LoadMore';

const meta = {
  title: 'Components/LoadMore',
  component: LoadMore,
  args: { status: 'idle', onLoadMore: fn() },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Loading: Story = { args: { status: 'loading' } };
export const Done: Story = { args: { status: 'done' } };

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
