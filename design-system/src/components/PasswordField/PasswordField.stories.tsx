import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';
import { useLocale } from '../../i18n/LocaleProvider';
import { allVariantsParameters, VariantGrid } from '../../docs/VariantGrid';
import { docsExample } from '../../docs/docsExample';
import { useExampleText } from '../../docs/exampleTexts';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  // An empty label shows the story's translated one; typing in the control replaces it.
  args: { label: '' },
  render: function Render(args) {
    const { t } = useLocale();
    return <PasswordField {...args} label={args.label || t('field.password')} />;
  },
  parameters: {
    docs: {
      description: {
        component: 'A password input of at most 18 characters with an eye button that shows or hides what was typed.',
      },
    },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, as on the sign-in screen. */
export const Empty: Story = {};
/** Filled and hidden: dots, and the eye offers to show it. */
export const Filled: Story = { args: { defaultValue: 'kindred2025' } };
/** Shown: plain text, and the eye offers to hide it again. */
export const Visible: Story = { args: { defaultValue: 'kindred2025', defaultVisible: true } };
/** A required password left empty: the error is announced at once. */
export const Invalid: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <PasswordField
        {...args}
        label={args.label || t('field.password')}
        required
        error={t('common.required', { field: t('field.password') })}
      />
    );
  },
};
/** Disabled: neither the field nor the eye can be used. */
export const Disabled: Story = { args: { defaultValue: 'kindred2025', disabled: true } };

/** Keyboard: tab to the eye button and press Enter to reveal. */
export const RevealWithKeyboard: Story = {
  args: { defaultValue: 'secret' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvasElement.querySelector('input')).toHaveAttribute('type', 'text');
    await expect(canvas.getAllByRole('button')[0]).toHaveFocus();
  },
};

/** Keyboard focus on the eye button: the focus ring (pseudo-state). */
export const EyeFocused: Story = {
  args: { defaultValue: 'kindred2025' },
  parameters: { pseudo: { focusVisible: ['button'] } },
};

const states = ['empty', 'filled', 'error', 'disabled'] as const;
const visibility = ['hidden', 'shown'] as const;

/** Every state × visibility in one grid. */
export const AllVariants: Story = {
  parameters: allVariantsParameters,
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <VariantGrid
        caption="PasswordField: state × visibility"
        rows={states}
        columns={visibility}
        render={(state, shown) => (
          <div style={{ width: 240 }}>
            <PasswordField
              {...args}
              label={args.label || t('field.password')}
              defaultVisible={shown === 'shown'}
              defaultValue={state === 'empty' ? '' : 'kindred2025'}
              error={state === 'error' ? t('dialog.pwdnomatch') : undefined}
              disabled={state === 'disabled'}
            />
          </div>
        )}
      />
    );
  },
};

/** Do: say which password is meant and put the mismatch on the repeat field. */
export const DoSayWhichPassword: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    return (
      <div style={{ display: 'grid', gap: 8, width: '100%' }}>
        <PasswordField label={t('dialog.newPassword')} autoComplete="new-password" defaultValue="kindred2025" />
        <PasswordField
          label={t('dialog.repeatPassword')}
          autoComplete="new-password"
          defaultValue="kindred"
          error={t('dialog.pwdnomatch')}
        />
      </div>
    );
  },
};

/** Don't: two fields called "Password" and an error that does not say which one is wrong. */
export const DontTwoBarePasswords: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    const text = useExampleText();
    const error = text({ zhtw: '錯誤', zhcn: '错误', en: 'Error' });
    return (
      <div style={{ display: 'grid', gap: 8, width: '100%' }}>
        <PasswordField label={t('field.password')} defaultValue="kindred2025" error={error} />
        <PasswordField label={t('field.password')} defaultValue="kindred" error={error} />
      </div>
    );
  },
};
