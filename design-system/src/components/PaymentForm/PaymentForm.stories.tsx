import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../testing/storyText';
import { PaymentForm } from './PaymentForm';

const meta = {
  title: 'Components/PaymentForm',
  component: PaymentForm,
  args: { amount: '$79.99', onSubmit: fn() },
} satisfies Meta<typeof PaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pay type 3 (default): name, email, phone. */
export const HostedCard: Story = {};
/** Pay type 4: card and billing address as well. */
export const DirectCard: Story = { args: { defaultPayType: 4 } };
/** Membership order paid from the balance: no fields. */
export const Balance: Story = { args: { payTypes: [0, 2, 3, 4, 5], defaultPayType: 0 } };
export const Errors: Story = { args: { defaultValues: { name: '美玲', email: 'mei@' }, showErrors: true } };
export const Submitting: Story = {
  args: { defaultValues: { name: 'Mei', email: 'mei@example.com', phone: '0912345678' }, submitting: true },
};

/** Switching from type 3 to type 4 adds the card fields. */
export const SwitchPayType: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText(globals);
    const cardNumber = new RegExp(t('pay.cardnumber'));
    await expect(canvas.queryByRole('textbox', { name: cardNumber })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: t('pay.type.4') }));
    await expect(canvas.getByRole('textbox', { name: cardNumber })).toBeInTheDocument();
  },
};
