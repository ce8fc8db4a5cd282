import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Toast } from './Toast';
import { useLocale } from '../../i18n/LocaleProvider';
import { allVariantsParameters, VariantGrid } from '../../docs/VariantGrid';
import { longChineseName, longEnglishName } from '../../testing/fixtures/longText';
import { docsExample } from '../../docs/docsExample';
import { useExampleText } from '../../docs/exampleTexts';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: { message: '', placement: 'inline', duration: 0, onDismiss: fn() },
  argTypes: {
    message: { control: 'text' },
    tone: {
      control: 'select',
      options: ['success', 'danger', 'info', 'warning'],
      labels: {
        success: 'success (saved, followed)',
        danger: 'danger (read at once)',
        info: 'info (a new message)',
        warning: 'warning (limit reached)',
      },
    },
    placement: {
      control: 'select',
      options: ['inline', 'center', 'top-end'],
      labels: {
        inline: 'inline (in the flow)',
        center: 'center (mobile, over the screen)',
        'top-end': 'top-end (desktop corner)',
      },
    },
    action: {
      control: 'select',
      options: ['none', 'upgrade'],
      mapping: { none: undefined, upgrade: { label: '升級', href: '/m/home/upgrade/index' } },
      labels: { none: 'none', upgrade: 'a link (升級)' },
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A short message that goes away by itself: saved, followed, a new chat message, free chat used up. Danger toasts are read at once.',
      },
    },
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saved: a green tick, gone after 3 s in the app. */
export const Success: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <Toast {...args} tone="success" message={args.message || t('toast.saved')} />;
  },
};
/** An error (empty message): role alert, read at once. */
export const Error: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <Toast {...args} tone="danger" message={args.message || t('chat.emptyError')} />;
  },
};
/** A new chat message while the member is elsewhere. */
export const Info: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <Toast {...args} tone="info" message={args.message || t('toast.newMessage', { name: 'Jason' })} />;
  },
};
/** Free chat used up: the notice links to the upgrade screen. */
export const WithAction: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Toast
        tone="warning"
        action={{ label: t('nav.upgrade'), href: '/m/home/upgrade/index' }}
        {...args}
        message={args.message || t('toast.freeChatUsed')}
      />
    );
  },
};
/** Mobile toast, centred on the screen, without a close button. */
export const Centered: Story = {
  args: { placement: 'center' },
  // Centred toasts are fixed over the page: on the docs page the story gets its own frame.
  parameters: { docs: { story: { inline: false, iframeHeight: 240 } } },
  render: function Render(args) {
    const { t } = useLocale();
    return <Toast {...args} tone="success" message={args.message || t('toast.followed')} />;
  },
};

/** A new message from a long Chinese and a long English name: the text wraps inside the toast. */
export const LongNames: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
        <Toast {...args} tone="info" message={args.message || t('toast.newMessage', { name: longChineseName })} />
        <Toast {...args} tone="info" message={args.message || t('toast.newMessage', { name: longEnglishName })} />
      </div>
    );
  },
};

/** The pointer over the link and keyboard focus on the close button (pseudo-states). */
export const HoverAndFocus: Story = {
  parameters: { pseudo: { hover: ['a'], focusVisible: ['button'] } },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <Toast
        {...args}
        tone="warning"
        message={args.message || t('toast.freeChatUsed')}
        action={{ label: t('nav.upgrade'), href: '/m/home/upgrade/index' }}
      />
    );
  },
};

const tones = ['success', 'danger', 'info', 'warning'] as const;
const contents = ['message', 'with action', 'without close'] as const;

/** Every tone × content in one grid (inline placement; the fixed ones are in their own stories). */
export const AllVariants: Story = {
  parameters: allVariantsParameters,
  render: function Render(args) {
    const { t } = useLocale();
    const texts = {
      success: t('toast.saved'),
      danger: t('chat.emptyError'),
      info: t('toast.newMessage', { name: 'Jason' }),
      warning: t('toast.freeChatUsed'),
    };
    return (
      <VariantGrid
        caption="Toast: tone × content"
        rows={tones}
        columns={contents}
        render={(tone, content) => (
          <div style={{ width: 280 }}>
            <Toast
              {...args}
              tone={tone}
              message={texts[tone]}
              action={
                content === 'with action' ? { label: t('nav.upgrade'), href: '/m/home/upgrade/index' } : undefined
              }
              onDismiss={content === 'without close' ? undefined : args.onDismiss}
            />
          </div>
        )}
      />
    );
  },
};

/** Do: say what happened, with the way out as a link. */
export const DoSayWhatHappened: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { tone: 'warning' },
  render: function Render(args) {
    const { t } = useLocale();
    return <Toast {...args} message={t('toast.freeChatUsed')} action={{ label: t('nav.upgrade'), href: '#upgrade' }} />;
  },
};

/** Don't: a toast for a decision; it is gone before the member can answer. */
export const DontAskForADecision: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { tone: 'danger' },
  render: function Render(args) {
    const text = useExampleText();
    return (
      <Toast
        {...args}
        message={text({ zhtw: '確定要刪除這則動態嗎？', zhcn: '确定要删除这条动态吗？', en: 'Delete this post?' })}
      />
    );
  },
};
