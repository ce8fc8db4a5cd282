import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordChangeForm } from './PasswordChangeForm';
import { accountStoryTexts } from '../../docs/accountStoryTexts';
import { docsExample } from '../../docs/docsExample';
import { PasswordField } from '../PasswordField';
import { useLocale } from '../../i18n/LocaleProvider';

const meta = {
  title: 'Components/PasswordChangeForm',
  component: PasswordChangeForm,
  args: {
    texts: accountStoryTexts({}).passwordChange,
    values: { old: '', next: '', repeat: '' },
    onValueChange: fn(),
    onSubmit: fn((event) => event.preventDefault()),
  },
  argTypes: { texts: { control: false }, values: { control: false } },
  // The fields keep what is typed; the story's language picks the texts.
  render: function Render(args, { globals }) {
    const [values, setValues] = useState(args.values);
    return (
      <PasswordChangeForm
        {...args}
        texts={accountStoryTexts(globals).passwordChange}
        values={values}
        onValueChange={(field, value) => {
          setValues((current) => ({ ...current, [field]: value }));
          args.onValueChange(field, value);
        }}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'Change the password: current, new and new again. The button fills the width on the mobile theme and fits its text on desktop.',
      },
    },
  },
} satisfies Meta<typeof PasswordChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As it opens. */
export const Empty: Story = {};

/** The repeat does not match and the current password was wrong. */
export const WithErrors: Story = {
  args: {
    values: { old: 'secret', next: 'kindred2025', repeat: 'kindred' },
    errors: { old: 'The current password is not correct', repeat: 'The two passwords do not match' },
  },
};

/** Saving: the button spins. */
export const Busy: Story = {
  args: { values: { old: 'secret1', next: 'kindred2025', repeat: 'kindred2025' }, busy: true },
};

/** Typing hands each field's value to the app. */
export const Typing: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    const texts = accountStoryTexts(globals).passwordChange;
    await userEvent.type(canvas.getByLabelText(new RegExp(`^${texts.next}`)), 'abc');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('next', 'abc');
    await userEvent.click(canvas.getByRole('button', { name: texts.submit }));
    await expect(args.onSubmit).toHaveBeenCalled();
  },
};

/** Do: the mismatch shows on the repeat field, the one to fix. */
export const DoErrorOnTheRepeat: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render(_args, { globals }) {
    const { t } = useLocale();
    const texts = accountStoryTexts(globals).passwordChange;
    return <PasswordField label={texts.repeat} defaultValue="kindred" error={t('dialog.pwdnomatch')} />;
  },
};

/** Don't: the mismatch on the new password, which the member typed right. */
export const DontErrorOnTheNew: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render(_args, { globals }) {
    const { t } = useLocale();
    const texts = accountStoryTexts(globals).passwordChange;
    return <PasswordField label={texts.next} defaultValue="kindred2025" error={t('dialog.pwdnomatch')} />;
  },
};
