import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadingOverlay } from './LoadingOverlay';
import { useLocale } from '../../i18n/LocaleProvider';

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
  args: { open: true, contained: true, onTimeout: fn() },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', height: 280, borderRadius: 16, overflow: 'hidden', background: '#FBF6F2' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Payment: closes itself after 5 s. */
export const Payment: Story = {
  args: { timeout: 5000 },
  render: function Render(args) {
    const { t } = useLocale();
    return <LoadingOverlay {...args} message={t('pay.patience')} />;
  },
};
export const Hidden: Story = {
  args: { open: false },
  decorators: [
    (Story) => (
      <div role="region" aria-label="content">
        <Story />
      </div>
    ),
  ],
};
