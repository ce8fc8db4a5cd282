import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';
import { useLocale } from '../../i18n/LocaleProvider';
import { allVariantsParameters, VariantGrid } from '../../docs/VariantGrid';
import { longChineseText, longEnglishText } from '../../testing/fixtures/longText';
import { docsExample } from '../../docs/docsExample';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  // An empty label shows the story's translated one; typing in the control replaces it.
  args: { label: '', options: [], onValueChange: fn() },
  argTypes: {
    orientation: {
      control: 'select',
      options: ['vertical', 'horizontal'],
      labels: { vertical: 'vertical (a column)', horizontal: 'horizontal (a row)' },
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'One choice out of two to five, all visible at once, with native radios: arrow keys move the choice.',
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Registration gender: 1 male, 0 female, default 1 (docs/product.md section 5). */
export const Gender: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <RadioGroup
        {...args}
        label={args.label || t('settings.gender')}
        orientation="horizontal"
        defaultValue="1"
        options={[
          { value: '1', label: t('member.male') },
          { value: '0', label: t('member.female') },
        ]}
      />
    );
  },
};

/** Mail notification: Immediately / Automatically / never, default Automatically. */
export const Frequency: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <RadioGroup
        {...args}
        label={args.label || t('settings.frequency')}
        defaultValue="Automatically"
        options={[
          { value: 'Immediately', label: t('settings.immediately') },
          { value: 'Automatically', label: t('settings.automatically') },
          { value: 'never', label: t('settings.never') },
        ]}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('radio')[0]);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getAllByRole('radio')[1]).toBeChecked();
  },
};

/** Nothing chosen on a required group: the error is read with the group. */
export const Invalid: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <RadioGroup
        {...args}
        label={args.label || t('settings.gender')}
        orientation="horizontal"
        error={t('common.required', { field: t('settings.gender') })}
        options={[
          { value: '1', label: t('member.male') },
          { value: '0', label: t('member.female') },
        ]}
      />
    );
  },
};

/** The whole group disabled: the choice is shown but cannot change. */
export const Disabled: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <RadioGroup
        {...args}
        label={args.label || t('settings.gender')}
        disabled
        defaultValue="0"
        options={[
          { value: '1', label: t('member.male') },
          { value: '0', label: t('member.female') },
        ]}
      />
    );
  },
};

/** Keyboard focus on the chosen option: the focus ring around its dot (pseudo-state). */
export const Focused: Story = {
  parameters: { pseudo: { focusVisible: ['input:checked'] } },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <RadioGroup
        {...args}
        label={args.label || t('settings.gender')}
        orientation="horizontal"
        defaultValue="0"
        options={[
          { value: '1', label: t('member.male') },
          { value: '0', label: t('member.female') },
        ]}
      />
    );
  },
};

/** Long Chinese and English option texts wrap beside their dot; one option cannot be chosen. */
export const LongOptions: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <div style={{ maxWidth: 320 }}>
        <RadioGroup
          {...args}
          label={args.label || t('pay.address')}
          defaultValue="zh"
          options={[
            { value: 'zh', label: longChineseText, description: t('settings.byMail') },
            { value: 'en', label: longEnglishText },
            { value: 'none', label: t('settings.never'), disabled: true },
          ]}
        />
      </div>
    );
  },
};

const states = ['chosen', 'none chosen', 'descriptions', 'option disabled', 'error', 'disabled'] as const;
const orientations = ['vertical', 'horizontal'] as const;

/** Every state × orientation in one grid. */
export const AllVariants: Story = {
  parameters: allVariantsParameters,
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <VariantGrid
        caption="RadioGroup: state × orientation"
        rows={states}
        columns={orientations}
        render={(state, orientation) => (
          <RadioGroup
            {...args}
            label={args.label || t('settings.frequency')}
            orientation={orientation}
            defaultValue={state === 'none chosen' || state === 'error' ? undefined : 'Automatically'}
            error={state === 'error' ? t('common.required', { field: t('settings.frequency') }) : undefined}
            disabled={state === 'disabled'}
            options={[
              {
                value: 'Immediately',
                label: t('settings.immediately'),
                description: state === 'descriptions' ? t('settings.byMail') : undefined,
              },
              { value: 'Automatically', label: t('settings.automatically') },
              { value: 'never', label: t('settings.never'), disabled: state === 'option disabled' },
            ]}
          />
        )}
      />
    );
  },
};

/** Do: short, parallel options side by side. */
export const DoShortParallelOptions: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <RadioGroup
        {...args}
        label={t('settings.gender')}
        orientation="horizontal"
        defaultValue="1"
        options={[
          { value: '1', label: t('member.male') },
          { value: '0', label: t('member.female') },
        ]}
      />
    );
  },
};

const countries = ['TW', 'MY', 'SG', 'KR', 'JP', 'HK', 'US', 'DK', 'MO'] as const;

/** Don't: a radio group for a long list; the member scrolls past nine countries. */
export const DontLongList: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <RadioGroup
        {...args}
        label={t('field.country')}
        orientation="horizontal"
        options={countries.map((code) => ({ value: code, label: t(`country.${code}`) }))}
      />
    );
  },
};
