import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';
import { useLocale } from '../../i18n/LocaleProvider';
import { allVariantsParameters, VariantGrid } from '../../docs/VariantGrid';
import { longChineseText, longEnglishText } from '../../testing/fixtures/longText';
import { docsExample } from '../../docs/docsExample';
import { useExampleText } from '../../docs/exampleTexts';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  // An empty label shows the story's translated one; typing in the control replaces it.
  args: { label: '' },
  parameters: {
    docs: {
      description: {
        component:
          'A labelled text input with help text, an error message and a live character counter; single line or multi-line.',
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An email field with a placeholder that shows the expected format. */
export const Default: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <TextField {...args} label={args.label || t('pay.email')} type="email" placeholder="name@example.com" />;
  },
};

/** Signature: at most 30 characters with a live counter (docs/product.md section 5). */
export const Signature: Story = {
  args: { maxLength: 30, defaultValue: '喜歡旅行和咖啡' },
  render: function Render(args) {
    const { t } = useLocale();
    return <TextField {...args} label={args.label || t('field.signature')} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '！');
    await expect(canvas.getByText('8/30')).toBeInTheDocument();
  },
};

/** Mail and gift messages: multi-line, at most 50 characters. */
export const Message: Story = {
  args: { maxLength: 50, multiline: true, defaultValue: 'Hi! I loved your photos from the mountains. Coffee?' },
  render: function Render(args) {
    const { t } = useLocale();
    return <TextField {...args} label={args.label || t('gift.message')} placeholder={t('gift.messagePlaceholder')} />;
  },
};

/** Help text under the field says what to enter before anything goes wrong. */
export const WithHint: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <TextField {...args} label={args.label || t('pay.name')} hint={t('pay.nameEnglish')} defaultValue="Mei" />;
  },
};

/** A required field with a format error: the message replaces the hint and is read at once. */
export const Invalid: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <TextField
        {...args}
        label={args.label || t('pay.email')}
        defaultValue="mei@"
        error={t('pay.formatError')}
        required
      />
    );
  },
};

/** Disabled: the value stays readable but cannot be changed or focused. */
export const Disabled: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <TextField {...args} label={args.label || t('pay.email')} defaultValue="mei@example.com" disabled />;
  },
};

/** The pointer over the field: the border darkens (pseudo-state). */
export const Hover: Story = {
  parameters: { pseudo: { hover: true } },
  render: function Render(args) {
    const { t } = useLocale();
    return <TextField {...args} label={args.label || t('pay.email')} defaultValue="mei@example.com" />;
  },
};

/** Keyboard focus: the brand focus ring around the field (pseudo-state). */
export const Focused: Story = {
  parameters: { pseudo: { focus: true } },
  render: function Render(args) {
    const { t } = useLocale();
    return <TextField {...args} label={args.label || t('pay.address')} defaultValue="" />;
  },
};

/** Long Chinese and English values: the single line scrolls inside the field, the textarea wraps. */
export const LongText: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
        <TextField {...args} label={args.label || t('pay.address')} defaultValue={longChineseText} />
        <TextField {...args} label={args.label || t('pay.address')} defaultValue={longEnglishText} />
        <TextField
          {...args}
          label={args.label || t('gift.message')}
          multiline
          maxLength={50}
          defaultValue={longChineseText}
        />
      </div>
    );
  },
};

const states = ['default', 'hover', 'focus', 'filled', 'hint', 'error', 'disabled'] as const;
const kinds = ['single line', 'counter', 'multi-line'] as const;

/** Every state × kind in one grid; hover and focus are forced with the pseudo-states addon. */
export const AllVariants: Story = {
  parameters: {
    ...allVariantsParameters,
    pseudo: {
      hover: ['[data-state="hover"] input', '[data-state="hover"] textarea'],
      focus: ['[data-state="focus"] input', '[data-state="focus"] textarea'],
    },
  },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <VariantGrid
        caption="TextField: state × kind"
        rows={states}
        columns={kinds}
        render={(state, kind) => (
          <div data-state={state} style={{ width: 220 }}>
            <TextField
              {...args}
              label={args.label || t('field.signature')}
              multiline={kind === 'multi-line'}
              rows={2}
              maxLength={kind === 'single line' ? undefined : 30}
              defaultValue={state === 'default' || state === 'hover' || state === 'focus' ? '' : '喜歡旅行和咖啡'}
              hint={state === 'hint' ? t('pay.nameEnglish') : undefined}
              error={state === 'error' ? t('field.tooLong', { max: 30 }) : undefined}
              disabled={state === 'disabled'}
            />
          </div>
        )}
      />
    );
  },
};

/** Do: a visible label and help text that says what to enter. */
export const DoVisibleLabel: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    const text = useExampleText();
    return (
      <TextField
        label={text({ zhtw: '名字', zhcn: '名字', en: 'Name' })}
        hint={t('pay.nameEnglish')}
        defaultValue="Mei"
      />
    );
  },
};

/** Don't: a placeholder instead of a label; it disappears as soon as the member types. */
export const DontPlaceholderAsLabel: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const text = useExampleText();
    return (
      <TextField
        label=""
        aria-label={text({ zhtw: '名字', zhcn: '名字', en: 'Name' })}
        placeholder={text({ zhtw: '請輸入名字', zhcn: '请输入名字', en: 'Enter your name' })}
      />
    );
  },
};

/** Do: an error that says how to fix the value. */
export const DoSayHowToFix: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    const text = useExampleText();
    return (
      <TextField
        label={t('pay.email')}
        defaultValue="mei@"
        error={text({
          zhtw: '格式錯誤：請輸入完整的電子郵件',
          zhcn: '格式错误：请输入完整的电子邮件',
          en: 'Format error: enter the whole email address',
        })}
      />
    );
  },
};

/** Don't: red without words; colour alone tells nothing to a screen reader or a colour-blind member. */
export const DontRedWithoutWords: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    return <TextField label={t('pay.email')} defaultValue="mei@" aria-invalid style={{ color: '#B42318' }} />;
  },
};
