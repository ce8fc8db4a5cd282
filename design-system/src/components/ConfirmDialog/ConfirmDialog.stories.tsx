import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';
import { useLocale } from '../../i18n/LocaleProvider';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: { open: true, title: '', confirmLabel: '', onConfirm: fn(), onCancel: fn() },
  argTypes: {
    title: { control: 'text' },
    confirmLabel: { control: 'text' },
    cancelLabel: { control: 'text' },
    tone: { control: 'inline-radio', options: ['danger', 'primary'] },
    container: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The question before an action that interrupts: a Dialog with the alertdialog role, a cancel button and the action itself as the confirming button.',
      },
      // A modal covers the page it opens on: on the docs page each story gets its own frame.
      story: { inline: false, iframeHeight: 360 },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Deleting a newsfeed post: the title asks, the red button names the action. */
export const DeletePost: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <ConfirmDialog
        {...args}
        title={args.title || `${t('trend.delete')}?`}
        confirmLabel={args.confirmLabel || t('common.delete')}
      />
    );
  },
};

/** While the deletion runs, the confirming button shows its spinner. */
export const Busy: Story = {
  args: { busy: true },
  render: DeletePost.render,
};

/** A confirmation that destroys nothing uses the primary tone. */
export const Primary: Story = {
  args: { tone: 'primary' },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <ConfirmDialog
        {...args}
        title={args.title || t('pending.signOut')}
        confirmLabel={args.confirmLabel || t('common.confirm')}
      />
    );
  },
};
