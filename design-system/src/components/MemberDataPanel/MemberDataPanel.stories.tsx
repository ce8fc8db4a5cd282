import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MemberDataPanel } from './MemberDataPanel';
import { accountStoryTexts } from '../../docs/accountStoryTexts';
import { docsExample } from '../../docs/docsExample';
import { Button } from '../Button';
import { useLocale } from '../../i18n/LocaleProvider';

const again = () => ({ value: '', onValueChange: fn(), onSubmit: fn((event) => event.preventDefault()) });

const meta = {
  title: 'Components/MemberDataPanel',
  component: MemberDataPanel,
  args: {
    texts: accountStoryTexts({}).memberData,
    copies: [],
    exportPassword: again(),
    deletePassword: again(),
    confirming: false,
    onConfirmClose: fn(),
    onConfirm: fn(),
  },
  argTypes: {
    texts: { control: false },
    copies: { control: false },
    linkedCopy: { control: false },
    exportPassword: { control: false },
    deletePassword: { control: false },
  },
  // The password fields keep what is typed; the story's language picks the texts and the copies.
  render: function Render(args, { globals }) {
    const texts = accountStoryTexts(globals).memberData;
    const [exportValue, setExportValue] = useState(args.exportPassword.value);
    const [deleteValue, setDeleteValue] = useState(args.deletePassword.value);
    return (
      <MemberDataPanel
        {...args}
        texts={texts}
        copies={args.copies?.length ? texts.copies.map((copy, id) => ({ id, ...copy })) : args.copies}
        deletionPending={args.deletionPending && texts.pending}
        linkedCopy={
          args.linkedCopy && {
            ...args.linkedCopy,
            texts: { heading: texts.linkHeading, intro: texts.linkIntro, download: texts.linkDownload },
          }
        }
        exportPassword={{ ...args.exportPassword, value: exportValue, onValueChange: setExportValue }}
        deletePassword={{ ...args.deletePassword, value: deleteValue, onValueChange: setDeleteValue }}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          '“My data and account”: download my data and delete my account, each with the password again; the deletion asks once more.',
      },
    },
  },
} satisfies Meta<typeof MemberDataPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No copies asked for yet. */
export const NoCopies: Story = {};

/** Two copies: one ready (its link came by mail), one downloaded. */
export const WithCopies: Story = { args: { copies: [{ id: 0, requested: '', notes: [] }] } };

/** A mailed link was followed: its copy comes first, with one download. */
export const LinkedCopy: Story = {
  args: { linkedCopy: { texts: { heading: '', intro: '', download: '' }, onDownload: fn() } },
};

/** Both passwords missing. */
export const WithErrors: Story = {
  args: {
    exportPassword: { ...again(), error: 'Please enter Your password' },
    deletePassword: { ...again(), error: 'Please enter Your password' },
  },
};

/** The deletion is already asked for: the date it happens. */
export const DeletionPending: Story = { args: { deletionPending: 'pending' } };

/** The last question before the deletion. */
export const Confirming: Story = {
  args: { confirming: true },
  // The open dialog is a fixed layer: on the docs page it renders in its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
};

/** Submitting the deletion's password asks the app to confirm. */
export const AskingToDelete: Story = {
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  play: async ({ canvasElement, args, globals }) => {
    const texts = accountStoryTexts(globals).memberData;
    const section = within(canvasElement).getByRole('region', { name: texts.deleteHeading });
    await userEvent.type(within(section).getByLabelText(new RegExp(`^${texts.deletePassword}`)), 'secret12');
    await userEvent.click(within(section).getByRole('button', { name: texts.deleteConfirm }));
    await expect(args.deletePassword.onSubmit).toHaveBeenCalled();
  },
};

/** Do: the button says what is deleted. */
export const DoSayWhatIsDeleted: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: (_args, { globals }) => (
    <Button variant="danger">{accountStoryTexts(globals).memberData.deleteConfirm}</Button>
  ),
};

/** Don't: a bare "Confirm" on the one action that cannot be undone. */
export const DontBareConfirm: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    return <Button variant="danger">{t('common.confirm')}</Button>;
  },
};
