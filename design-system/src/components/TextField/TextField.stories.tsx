import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';
import { useLocale } from '../../i18n/LocaleProvider';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Label' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <TextField {...args} label={t('pay.email')} type="email" placeholder="name@example.com" />;
  },
};

/** Signature: at most 30 characters with a live counter (docs/product.md section 5). */
export const Signature: Story = {
  args: { maxLength: 30, defaultValue: '喜歡旅行和咖啡' },
  render: function Render(args) {
    const { t } = useLocale();
    return <TextField {...args} label={t('field.signature')} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '！');
    await expect(canvas.getByText('8/30')).toBeInTheDocument();
  },
};

/** Mail and gift messages: multi-line, at most 50 characters. */
export const Message: Story = {
  args: { maxLength: 50, multiline: true, defaultValue: 'Hi! I loved your photos from the mountains. Coffee?' },
  render: function Render(args) {
    const { t } = useLocale();
    return <TextField {...args} label={t('gift.message')} placeholder={t('gift.messagePlaceholder')} />;
  },
};

export const WithHint: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <TextField {...args} label={t('pay.name')} hint={t('pay.nameEnglish')} defaultValue="Mei" />;
  },
};

export const Invalid: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <TextField {...args} label={t('pay.email')} defaultValue="mei@" error={t('pay.formatError')} required />;
  },
};

export const Disabled: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <TextField {...args} label={t('pay.email')} defaultValue="mei@example.com" disabled />;
  },
};
