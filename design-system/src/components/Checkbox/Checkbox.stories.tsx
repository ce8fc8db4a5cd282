import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { useLocale } from '../../i18n/LocaleProvider';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Label', onChange: fn() },
  render: function Render(args) {
    const { t } = useLocale();
    return <Checkbox {...args} label={t('settings.newChat')} />;
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithDescription: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <Checkbox {...args} defaultChecked label={t('settings.giftReceived')} description={t('settings.byMail')} />;
  },
};
export const Terms: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <Checkbox {...args} label={t('settings.terms')} error={t('settings.termsRequired')} />;
  },
};
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

/** Space toggles the focused checkbox. */
export const KeyboardToggle: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};
