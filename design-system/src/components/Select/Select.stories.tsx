import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Select } from './Select';
import { useLocale } from '../../i18n/LocaleProvider';
import type { MessageKey } from '../../i18n/messages';

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Label', options: [], onValueChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const countryCodes = ['TW', 'MY', 'SG', 'KR', 'JP', 'HK', 'US', 'DK', 'MO'] as const;

function useCountries() {
  const { t } = useLocale();
  return countryCodes.map((code) => ({ value: code, label: t(`country.${code}` as MessageKey) }));
}

/** The nine countries of the spec. */
export const Country: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <Select {...args} label={t('field.country')} options={useCountries()} defaultValue="TW" />;
  },
};
export const Placeholder: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <Select {...args} label={t('field.country')} options={useCountries()} placeholder defaultValue="" />;
  },
};
export const Invalid: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Select
        {...args}
        label={t('field.country')}
        options={useCountries()}
        placeholder
        required
        defaultValue=""
        error={t('common.required', { field: t('field.country') })}
      />
    );
  },
};
export const Disabled: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <Select {...args} label={t('field.country')} options={useCountries()} defaultValue="HK" disabled />;
  },
};
