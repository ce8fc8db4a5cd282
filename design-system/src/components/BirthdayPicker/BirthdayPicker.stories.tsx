import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BirthdayPicker } from './BirthdayPicker';
import { useLocale } from '../../i18n/LocaleProvider';
import { storyNow } from '../../testing/fixtures';

const meta = {
  title: 'Components/BirthdayPicker',
  component: BirthdayPicker,
  args: { label: 'Birthday', onValueChange: fn(), max: new Date(storyNow) },
  render: function Render(args) {
    const { t } = useLocale();
    return <BirthdayPicker {...args} label={t('field.birthday')} />;
  },
} satisfies Meta<typeof BirthdayPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: year, month and day selects. Registration defaults to 1990-01-01. */
export const Selects: Story = { args: { variant: 'selects', defaultValue: new Date(1990, 0, 1) } };
export const SelectsEmpty: Story = { args: { variant: 'selects' } };
/** 2000 is a leap year: February has 29 days. */
export const LeapYearFebruary: Story = { args: { variant: 'selects', defaultValue: new Date(2000, 1, 29) } };
/** Mobile: the phone's own date picker, limited to 1950-01-01 .. today. */
export const Native: Story = { args: { variant: 'native', defaultValue: new Date(1990, 0, 1) } };
export const Invalid: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <BirthdayPicker
        {...args}
        variant="selects"
        required
        label={t('field.birthday')}
        error={t('common.required', { field: t('field.birthday') })}
      />
    );
  },
};
export const Disabled: Story = { args: { variant: 'selects', defaultValue: new Date(1993, 6, 14), disabled: true } };
