import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PendingApprovalNotice } from './PendingApprovalNotice';

const meta = {
  title: 'Components/PendingApprovalNotice',
  component: PendingApprovalNotice,
  args: { onSignOut: fn((event) => event.preventDefault()) },
} satisfies Meta<typeof PendingApprovalNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
