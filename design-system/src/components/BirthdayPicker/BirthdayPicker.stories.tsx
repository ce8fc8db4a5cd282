import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BirthdayPicker } from './BirthdayPicker';
import { useLocale } from '../../i18n/LocaleProvider';
import { storyNow } from '../../testing/fixtures';
import { allVariantsParameters, VariantGrid } from '../../docs/VariantGrid';
import { docsExample } from '../../docs/docsExample';

const meta = {
  title: 'Components/BirthdayPicker',
  component: BirthdayPicker,
  // An empty label shows the story's translated one; typing in the control replaces it.
  args: { label: '', onValueChange: fn(), max: new Date(storyNow) },
  render: function Render(args) {
    const { t } = useLocale();
    return <BirthdayPicker {...args} label={args.label || t('field.birthday')} />;
  },
  argTypes: {
    variant: {
      control: 'select',
      options: ['auto', 'selects', 'native'],
      labels: {
        auto: 'auto (by theme)',
        selects: 'selects (year, month, day)',
        native: "native (the phone's date picker)",
      },
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          "A birthday between 1950 and today: year, month and day selects on desktop, the phone's own date picker on mobile.",
      },
    },
  },
} satisfies Meta<typeof BirthdayPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: year, month and day selects. Registration defaults to 1990-01-01. */
export const Selects: Story = { args: { variant: 'selects', defaultValue: new Date(1990, 0, 1) } };
/** Nothing chosen yet: each part asks for its value. */
export const SelectsEmpty: Story = { args: { variant: 'selects' } };
/** 2000 is a leap year: February has 29 days. */
export const LeapYearFebruary: Story = { args: { variant: 'selects', defaultValue: new Date(2000, 1, 29) } };
/** Mobile: the phone's own date picker, limited to 1950-01-01 .. today. */
export const Native: Story = { args: { variant: 'native', defaultValue: new Date(1990, 0, 1) } };
/** Required and left empty: the error is read with the group. */
export const Invalid: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <BirthdayPicker
        {...args}
        variant="selects"
        required
        label={args.label || t('field.birthday')}
        error={t('common.required', { field: t('field.birthday') })}
      />
    );
  },
};
/** Disabled: the date is shown but cannot change. */
export const Disabled: Story = { args: { variant: 'selects', defaultValue: new Date(1993, 6, 14), disabled: true } };

/** Keyboard focus on the year: the focus ring (pseudo-state). */
export const Focused: Story = {
  args: { variant: 'selects', defaultValue: new Date(1990, 0, 1) },
  parameters: { pseudo: { focus: ['fieldset > div > div:first-child select'] } },
};

const states = ['empty', 'chosen', 'leap day', 'error', 'disabled'] as const;
const variants = ['selects', 'native'] as const;

/** Every state × variant in one grid. */
export const AllVariants: Story = {
  parameters: allVariantsParameters,
  render: function Render(args) {
    const { t } = useLocale();
    const dates = { empty: null, chosen: new Date(1990, 0, 1), 'leap day': new Date(2000, 1, 29) };
    return (
      <VariantGrid
        caption="BirthdayPicker: state × variant"
        rows={states}
        columns={variants}
        render={(state, variant) => (
          <BirthdayPicker
            {...args}
            label={args.label || t('field.birthday')}
            variant={variant}
            required={state === 'error'}
            defaultValue={state in dates ? dates[state as keyof typeof dates] : new Date(1993, 6, 14)}
            error={state === 'error' ? t('common.required', { field: t('field.birthday') }) : undefined}
            disabled={state === 'disabled'}
          />
        )}
      />
    );
  },
};

/** Do: the birthday picker, where only real dates can be chosen. */
export const DoOnlyRealDates: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { variant: 'selects', defaultValue: new Date(1990, 0, 1) },
  render: function Render(args) {
    const { t } = useLocale();
    return <BirthdayPicker {...args} label={t('field.birthday')} />;
  },
};

/** Don't: a free text field, where 1990/02/30 and 90-1-1 both get through. */
export const DontFreeText: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    return (
      <label style={{ display: 'grid', gap: 4 }}>
        {t('field.birthday')}
        <input defaultValue="1990/02/30" style={{ padding: 8 }} />
      </label>
    );
  },
};
