import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Select } from './Select';
import { useLocale } from '../../i18n/LocaleProvider';
import type { MessageKey } from '../../i18n/messages';
import { allVariantsParameters, VariantGrid } from '../../docs/VariantGrid';
import { longChineseText, longEnglishText } from '../../testing/fixtures/longText';
import { docsExample } from '../../docs/docsExample';

const meta = {
  title: 'Components/Select',
  component: Select,
  // An empty label shows the story's translated one; typing in the control replaces it.
  args: { label: '', options: [], onValueChange: fn() },
  argTypes: {
    placeholder: {
      control: 'select',
      options: ['none', 'library', 'custom'],
      mapping: { none: undefined, library: true, custom: '—' },
      labels: { none: 'none', library: 'true (請選擇 / Please choose)', custom: 'a custom text' },
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          "A native select: the phone's own picker on mobile, a drop-down list on desktop; for one choice out of many.",
      },
    },
  },
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
    return <Select {...args} label={args.label || t('field.country')} options={useCountries()} defaultValue="TW" />;
  },
};
/** No choice yet: the first entry asks the member to choose. */
export const Placeholder: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Select {...args} label={args.label || t('field.country')} options={useCountries()} placeholder defaultValue="" />
    );
  },
};
/** Required and still empty: the error is read with the field. */
export const Invalid: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Select
        {...args}
        label={args.label || t('field.country')}
        options={useCountries()}
        placeholder
        required
        defaultValue=""
        error={t('common.required', { field: t('field.country') })}
      />
    );
  },
};
/** Disabled: the choice is shown but cannot change. */
export const Disabled: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Select {...args} label={args.label || t('field.country')} options={useCountries()} defaultValue="HK" disabled />
    );
  },
};

/** The pointer over the field and keyboard focus: darker border, then the focus ring (pseudo-states). */
export const HoverAndFocus: Story = {
  parameters: { pseudo: { hover: ['[data-look="hover"] select'], focus: ['[data-look="focus"] select'] } },
  render: function Render(args) {
    const { t } = useLocale();
    const countries = useCountries();
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <div data-look="hover">
          <Select {...args} label={args.label || t('field.country')} options={countries} defaultValue="TW" />
        </div>
        <div data-look="focus">
          <Select {...args} label={args.label || t('pay.country')} options={countries} defaultValue="JP" />
        </div>
      </div>
    );
  },
};

/** A long Chinese and a long English choice: the text is cut before the chevron, never under it. */
export const LongOption: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 280 }}>
        <Select
          {...args}
          label={args.label || t('pay.address')}
          defaultValue="zh"
          options={[
            { value: 'zh', label: longChineseText },
            { value: 'en', label: longEnglishText },
          ]}
        />
        <Select
          {...args}
          label={args.label || t('pay.address')}
          defaultValue="en"
          options={[
            { value: 'zh', label: longChineseText },
            { value: 'en', label: longEnglishText },
          ]}
        />
      </div>
    );
  },
};

const states = ['default', 'hover', 'focus', 'placeholder', 'hint', 'error', 'disabled'] as const;
const labels = ['label shown', 'label hidden'] as const;

/** Every state × label mode in one grid; hover and focus are forced with the pseudo-states addon. */
export const AllVariants: Story = {
  parameters: {
    ...allVariantsParameters,
    pseudo: { hover: ['[data-state="hover"] select'], focus: ['[data-state="focus"] select'] },
  },
  render: function Render(args) {
    const { t } = useLocale();
    const countries = useCountries();
    return (
      <VariantGrid
        caption="Select: state × label"
        rows={states}
        columns={labels}
        render={(state, label) => (
          <div data-state={state} style={{ width: 200 }}>
            <Select
              {...args}
              label={args.label || t('field.country')}
              hideLabel={label === 'label hidden'}
              options={countries}
              placeholder={state === 'placeholder' || state === 'error'}
              required={state === 'error'}
              defaultValue={state === 'placeholder' || state === 'error' ? '' : 'TW'}
              hint={state === 'hint' ? t('settings.byMail') : undefined}
              error={state === 'error' ? t('common.required', { field: t('field.country') }) : undefined}
              disabled={state === 'disabled'}
            />
          </div>
        )}
      />
    );
  },
};

/** Do: a select for a long, familiar list. */
export const DoLongFamiliarList: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Select
        {...args}
        label={t('field.country')}
        defaultValue="TW"
        options={(['TW', 'HK', 'JP'] as const).map((code) => ({ value: code, label: t(`country.${code}`) }))}
      />
    );
  },
};

/** Don't: a select for two choices; the member has to open it to see the other one. */
export const DontTwoChoices: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Select
        {...args}
        label={t('settings.gender')}
        defaultValue="1"
        options={[
          { value: '1', label: t('member.male') },
          { value: '0', label: t('member.female') },
        ]}
      />
    );
  },
};
