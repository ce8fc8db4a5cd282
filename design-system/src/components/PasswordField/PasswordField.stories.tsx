import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';
import { useLocale } from '../../i18n/LocaleProvider';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Password' },
  render: function Render(args) {
    const { t } = useLocale();
    return <PasswordField {...args} label={t('field.password')} />;
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'kindred2025' } };
export const Visible: Story = { args: { defaultValue: 'kindred2025', defaultVisible: true } };
export const Invalid: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <PasswordField
        {...args}
        label={t('field.password')}
        required
        error={t('common.required', { field: t('field.password') })}
      />
    );
  },
};
export const Disabled: Story = { args: { defaultValue: 'kindred2025', disabled: true } };

/** Keyboard: tab to the eye button and press Enter to reveal. */
export const RevealWithKeyboard: Story = {
  args: { defaultValue: 'secret' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.querySelector('input')).toHaveAttribute('type', 'text');
    await expect(canvas.getAllByRole('button')[0]).toHaveFocus();
  },
};
