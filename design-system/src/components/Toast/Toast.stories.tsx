import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Toast } from './Toast';
import { useLocale } from '../../i18n/LocaleProvider';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: { message: '', placement: 'inline', duration: 0, onDismiss: fn() },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <Toast {...args} tone="success" message={t('toast.saved')} />;
  },
};
export const Error: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <Toast {...args} tone="danger" message={t('chat.emptyError')} />;
  },
};
export const Info: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <Toast {...args} tone="info" message={t('toast.newMessage', { name: 'Jason' })} />;
  },
};
/** Free chat used up: the notice links to the upgrade screen. */
export const WithAction: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Toast
        {...args}
        tone="warning"
        message={t('toast.freeChatUsed')}
        action={{ label: t('nav.upgrade'), href: '/m/home/upgrade/index' }}
      />
    );
  },
};
/** Mobile toast, centred on the screen, without a close button. */
export const Centered: Story = {
  args: { placement: 'center' },
  // Centred toasts are fixed over the page: on the docs page the story gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 240 } } },
  render: function Render(args) {
    const { t } = useLocale();
    return <Toast {...args} tone="success" message={t('toast.followed')} />;
  },
};
