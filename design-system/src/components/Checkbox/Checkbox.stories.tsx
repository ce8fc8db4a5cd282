import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { useLocale } from '../../i18n/LocaleProvider';
import { allVariantsParameters, VariantGrid } from '../../docs/VariantGrid';
import { longChineseText, longEnglishText } from '../../testing/fixtures/longText';
import { docsExample } from '../../docs/docsExample';
import { useExampleText } from '../../docs/exampleTexts';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  // An empty label shows the story's translated one; typing in the control replaces it.
  args: { label: '', onChange: fn() },
  render: function Render(args) {
    const { t } = useLocale();
    return <Checkbox {...args} label={args.label || t('settings.newChat')} />;
  },
  parameters: {
    docs: {
      description: {
        component:
          'A native checkbox with the brand look, for on/off choices that take effect when the form is saved: settings, notification topics, the terms.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off: a notification topic the member has not chosen. */
export const Unchecked: Story = {};
/** On. */
export const Checked: Story = { args: { defaultChecked: true } };
/** A second, smaller line that explains the choice. */
export const WithDescription: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Checkbox
        {...args}
        defaultChecked
        label={args.label || t('settings.giftReceived')}
        description={t('settings.byMail')}
      />
    );
  },
};
/** Sign-up terms left unticked: the error sits under the label and is read with the box. */
export const Terms: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <Checkbox {...args} label={args.label || t('settings.terms')} error={t('settings.termsRequired')} />;
  },
};
/** Disabled and ticked: the choice is shown but cannot change. */
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

/** Keyboard focus: the focus ring around the box (pseudo-state). */
export const Focused: Story = {
  parameters: { pseudo: { focusVisible: true } },
};

/** Long Chinese and English labels wrap beside the box, which stays at the top. */
export const LongLabel: Story = {
  render: function Render(args) {
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 320 }}>
        <Checkbox {...args} label={longChineseText} />
        <Checkbox {...args} label={longEnglishText} />
      </div>
    );
  },
};

const states = ['unchecked', 'checked', 'description', 'error', 'disabled', 'disabled checked'] as const;
const looks = ['rest', 'focus'] as const;

/** Every state × rest/focus in one grid; focus is forced with the pseudo-states addon. */
export const AllVariants: Story = {
  parameters: {
    ...allVariantsParameters,
    pseudo: { focusVisible: ['[data-look="focus"] input'] },
  },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <VariantGrid
        caption="Checkbox: state × look"
        rows={states}
        columns={looks}
        render={(state, look) => (
          <div data-look={look}>
            <Checkbox
              {...args}
              label={args.label || t('settings.giftReceived')}
              defaultChecked={state === 'checked' || state === 'disabled checked' || state === 'description'}
              description={state === 'description' ? t('settings.byMail') : undefined}
              error={state === 'error' ? t('settings.termsRequired') : undefined}
              disabled={state.startsWith('disabled')}
            />
          </div>
        )}
      />
    );
  },
};

/** Do: a positive label; ticked means on. */
export const DoPositiveLabel: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { defaultChecked: true },
  render: function Render(args) {
    const { t } = useLocale();
    const text = useExampleText();
    return (
      <Checkbox
        {...args}
        label={t('settings.giftReceived')}
        description={text({ zhtw: '我們會以郵件通知你', zhcn: '我们会以邮件通知你', en: 'We let you know by email' })}
      />
    );
  },
};

/** Don't: a negative label; ticked means off, and members get it wrong. */
export const DontNegativeLabel: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render(args) {
    const text = useExampleText();
    return (
      <Checkbox
        {...args}
        label={text({
          zhtw: '不要在收到禮物時通知我',
          zhcn: '不要在收到礼物时通知我',
          en: 'Do not notify me when I receive a gift',
        })}
      />
    );
  },
};

/** Do: say what is missing under the box. */
export const DoSayWhatIsMissing: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render(args) {
    const { t } = useLocale();
    return <Checkbox {...args} label={t('settings.terms')} error={t('settings.termsRequired')} />;
  },
};

/** Don't: disable the sign-up without saying why. */
export const DontDisableWithoutWhy: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { disabled: true },
  render: function Render(args) {
    const { t } = useLocale();
    return <Checkbox {...args} label={t('settings.terms')} />;
  },
};
