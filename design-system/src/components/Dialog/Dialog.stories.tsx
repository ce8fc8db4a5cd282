import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Dialog } from './Dialog';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import { useLocale } from '../../i18n/LocaleProvider';
import { KindredProvider } from '../../provider/KindredProvider';
import { VariantGrid } from '../../docs/VariantGrid';
import { docsExample } from '../../docs/docsExample';
import { useExampleText } from '../../docs/exampleTexts';
import { longChineseText, longEnglishText } from '../../testing/fixtures/longText';

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  // An empty title shows the story's translated one; typing in the control replaces it.
  args: { open: true, onClose: fn(), title: '' },
  argTypes: {
    title: { control: 'text' },
    footer: { control: false },
    children: { control: false },
    container: { control: false },
    size: {
      control: 'select',
      options: ['sm', 'md', 'lg'],
      labels: { sm: 'sm (400 px)', md: 'md (520 px)', lg: 'lg (720 px)' },
    },
    role: {
      control: 'select',
      options: ['dialog', 'alertdialog'],
      labels: { dialog: 'dialog', alertdialog: 'alertdialog (confirmations)' },
    },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A modal dialog for a short task or a decision: a bottom sheet on mobile, a centred panel on desktop. Focus stays inside until it closes.',
      },
      // A modal covers the page it opens on: on the docs page each story gets its own frame.
      story: { inline: false, iframeHeight: 520 },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Invite dialog: read-only referral link and a copy button. */
export const Invite: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Dialog {...args} title={args.title || t('dialog.inviteTitle')} footer={<Button>{t('dialog.copy')}</Button>}>
        <p>{t('dialog.inviteBody')}</p>
        <input
          readOnly
          aria-label={t('dialog.inviteLink')}
          value="https://kindred.example/invitation/K7Q2M9"
          style={{ width: '100%', padding: 10, borderRadius: 12, border: '1px solid #DACDC3' }}
        />
      </Dialog>
    );
  },
};

/** Confirmation before a destructive action. */
export const Confirm: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Dialog
        {...args}
        role="alertdialog"
        size="sm"
        title={args.title || t('trend.delete')}
        footer={
          <>
            <Button variant="ghost" onClick={args.onClose}>
              {t('common.cancel')}
            </Button>
            <Button variant="danger">{t('common.delete')}</Button>
          </>
        }
      >
        {t('dialog.deleteBody')}
      </Dialog>
    );
  },
};

/** Change password (desktop user/edit). */
export const WithForm: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Dialog
        {...args}
        size="sm"
        title={args.title || t('dialog.changePassword')}
        footer={<Button fullWidth>{t('common.save')}</Button>}
      >
        <div style={{ display: 'grid', gap: 12 }}>
          <PasswordField label={t('dialog.oldPassword')} />
          <PasswordField label={t('dialog.newPassword')} autoComplete="new-password" />
          <PasswordField
            label={t('dialog.repeatPassword')}
            autoComplete="new-password"
            error={t('dialog.pwdnomatch')}
            defaultValue="abc"
          />
        </div>
      </Dialog>
    );
  },
};

/** Closed until the button opens it; Escape closes it and focus returns to the button. */
export const OpenAndClose: Story = {
  args: { open: false },
  render: function Render(args) {
    const { t } = useLocale();
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button onClick={() => setOpen(true)}>{t('dialog.changePassword')}</Button>
        <Dialog {...args} open={open} onClose={() => setOpen(false)} title={args.title || t('dialog.changePassword')}>
          <PasswordField label={t('dialog.oldPassword')} />
        </Dialog>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button');
    await userEvent.click(opener);
    const dialog = within(document.body).getByRole('dialog');
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

const contents = ['short', 'form and footer', 'confirmation', 'long Chinese title', 'long English title'] as const;
const looks = ['mobile sheet', 'desktop panel'] as const;

/** One dialog inside its own box: the box's transform holds the fixed backdrop. */
function DialogCell({ children }: { children: (box: HTMLDivElement) => ReactNode }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setBox} style={{ position: 'relative', width: 380, height: 300, transform: 'translateZ(0)' }}>
      {box && children(box)}
    </div>
  );
}

/** Every content × form factor in one grid, each dialog held inside its own box. */
export const AllVariants: Story = {
  parameters: { controls: { disable: true }, docs: { story: { inline: false, iframeHeight: 760 } } },
  render: function Render(args) {
    const { t, locale } = useLocale();
    const titles = {
      short: t('dialog.inviteTitle'),
      'form and footer': t('dialog.changePassword'),
      confirmation: t('trend.delete'),
      'long Chinese title': longChineseText,
      'long English title': longEnglishText,
    };
    return (
      <VariantGrid
        caption="Dialog: content × form factor"
        rows={contents}
        columns={looks}
        render={(content, look) => (
          <KindredProvider
            theme={look === 'mobile sheet' ? 'mobile' : 'desktop'}
            locale={locale}
            withGlobalStyle={false}
          >
            <DialogCell>
              {(box) => (
                <Dialog
                  {...args}
                  container={box}
                  size="sm"
                  role={content === 'confirmation' ? 'alertdialog' : 'dialog'}
                  title={titles[content]}
                  footer={
                    content === 'form and footer' ? (
                      <Button fullWidth>{t('common.save')}</Button>
                    ) : content === 'confirmation' ? (
                      <>
                        <Button variant="ghost">{t('common.cancel')}</Button>
                        <Button variant="danger">{t('common.delete')}</Button>
                      </>
                    ) : undefined
                  }
                >
                  {content === 'form and footer' ? (
                    <PasswordField label={t('dialog.newPassword')} autoComplete="new-password" />
                  ) : content === 'confirmation' ? (
                    t('dialog.deleteBody')
                  ) : (
                    <p>{t('dialog.inviteBody')}</p>
                  )}
                </Dialog>
              )}
            </DialogCell>
          </KindredProvider>
        )}
      />
    );
  },
};

/** Do: the title names the action and the danger button repeats its verb. */
export const DoNameTheAction: Story = {
  ...docsExample(360),
  tags: ['!dev', '!autodocs'],
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Dialog
        {...args}
        role="alertdialog"
        size="sm"
        title={t('trend.delete')}
        footer={
          <>
            <Button variant="ghost">{t('common.cancel')}</Button>
            <Button variant="danger">{t('common.delete')}</Button>
          </>
        }
      >
        {t('dialog.deleteBody')}
      </Dialog>
    );
  },
};

/** Don't: a vague title over a question the member has to read twice, answered by Confirm / Cancel. */
export const DontVagueConfirm: Story = {
  ...docsExample(360),
  tags: ['!dev', '!autodocs'],
  render: function Render(args) {
    const { t } = useLocale();
    const text = useExampleText();
    return (
      <Dialog
        {...args}
        role="alertdialog"
        size="sm"
        title={text({ zhtw: '提示', zhcn: '提示', en: 'Notice' })}
        footer={
          <>
            <Button variant="ghost">{t('common.cancel')}</Button>
            <Button>{t('common.confirm')}</Button>
          </>
        }
      >
        {text({
          zhtw: '您確定不要取消刪除這則動態嗎？',
          zhcn: '您确定不要取消删除这条动态吗？',
          en: 'Are you sure you do not want to cancel deleting this post?',
        })}
      </Dialog>
    );
  },
};
