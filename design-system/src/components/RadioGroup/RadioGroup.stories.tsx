import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';
import { useLocale } from '../../i18n/LocaleProvider';

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { label: 'Label', options: [], onValueChange: fn() },
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

/** Mail notification: Immediately / Automatically / never, default Automatically. */
export const Frequency: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <RadioGroup
        {...args}
        label={t('settings.frequency')}
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

export const Invalid: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <RadioGroup
        {...args}
        label={t('settings.gender')}
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

export const Disabled: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <RadioGroup
        {...args}
        label={t('settings.gender')}
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
