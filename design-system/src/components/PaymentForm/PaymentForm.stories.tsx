import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyText } from '../../testing/storyText';
import { longNames } from '../../testing/fixtures/storeAndMenus';
import { VariantGrid } from '../../docs/VariantGrid';
import { PaymentForm } from './PaymentForm';
import { docsExample } from '../../docs/docsExample';
import { TextField } from '../TextField';
import { useLocale } from '../../i18n/LocaleProvider';
import { useExampleText } from '../../docs/exampleTexts';

const payTypeLabels = {
  0: '0 · balance',
  2: '2 · credit card (hosted)',
  3: '3 · credit card',
  4: '4 · card (direct)',
  5: '5 · other',
};

const meta = {
  title: 'Components/PaymentForm',
  component: PaymentForm,
  args: { amount: '$79.99', onSubmit: fn() },
  argTypes: {
    defaultPayType: { control: 'select', options: [0, 2, 3, 4, 5], labels: payTypeLabels },
    payTypes: {
      control: 'select',
      options: ['desktop', 'membership'],
      mapping: { desktop: [2, 3, 4, 5], membership: [0, 2, 3, 4, 5] },
      labels: { desktop: 'Desktop order: 2, 3, 4, 5', membership: 'Membership order: 0, 2, 3, 4, 5' },
    },
    defaultValues: {
      control: 'select',
      options: ['empty', 'filled', 'longEnglish'],
      mapping: {
        empty: {},
        filled: { name: 'Mei', email: 'mei@example.com', phone: '0912345678' },
        longEnglish: { name: longNames.english, email: 'maximilian.montgomery-whitfield@example.com' },
      },
      labels: { empty: 'Empty', filled: 'Payer filled in', longEnglish: 'Long English name and email' },
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The payment details of an order: the pay type chooses which fields are asked, and every field is checked before the order is sent.',
      },
    },
  },
} satisfies Meta<typeof PaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pay type 3 (default): name, email, phone. */
export const HostedCard: Story = {};
/** Pay type 4: card and billing address as well. */
export const DirectCard: Story = { args: { defaultPayType: 4 } };
/** Membership order paid from the balance: no fields. */
export const Balance: Story = { args: { payTypes: [0, 2, 3, 4, 5], defaultPayType: 0 } };
/** Errors under the fields: a Chinese name where English letters are needed, an incomplete email, a missing phone. */
export const Errors: Story = { args: { defaultValues: { name: '美玲', email: 'mei@' }, showErrors: true } };
/** The order is on its way: the pay button is busy and a status line asks for patience. */
export const Submitting: Story = {
  args: { defaultValues: { name: 'Mei', email: 'mei@example.com', phone: '0912345678' }, submitting: true },
};
/** Long values stay inside their fields: a 41-letter English name, a long email and a long Chinese address. */
export const LongValues: Story = {
  args: {
    defaultPayType: 4,
    defaultValues: {
      name: longNames.english,
      lastname: 'Montgomery-Whitfield',
      email: 'maximilian.alexander.montgomery-whitfield@example-company.com',
      phone: '+886 912 345 678',
      address: `台北市信義區${longNames.chinese}路一段一百二十三巷四十五弄六號七樓之八`,
    },
  },
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

// Types 4 (eleven fields) and 0 (none) have their own stories; the grid stays light for the story tests.
const rows = ['3 · credit card'] as const;
const columns = ['empty', 'errors'] as const;

/** Pay type 3 empty and with every error shown, side by side. */
export const AllVariants: Story = {
  parameters: { controls: { disable: true }, layout: 'fullscreen' },
  render: (args) => (
    <VariantGrid
      caption="PaymentForm: pay type × state"
      rows={rows}
      columns={columns}
      render={(row, column) => (
        <div style={{ width: 360 }}>
          {/* Two forms on one page need two different names (axe: landmark-unique). */}
          <PaymentForm {...args} aria-label={`${row}, ${column}`} defaultPayType={3} showErrors={column === 'errors'} />
        </div>
      )}
    />
  ),
};

/** Do: the error says what to type instead. */
export const DoSayWhatToType: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    return <TextField label={t('pay.name')} required defaultValue="美玲" error={t('pay.nameEnglish')} />;
  },
};

/** Don't: an error that only says something is wrong. */
export const DontBareError: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    const text = useExampleText();
    return (
      <TextField
        label={t('pay.name')}
        required
        defaultValue="美玲"
        error={text({ zhtw: '錯誤', zhcn: '错误', en: 'Error' })}
      />
    );
  },
};
