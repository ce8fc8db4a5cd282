import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gift, MessageCircle, Crown } from 'lucide-react';
import { fn } from 'storybook/test';
import { Button } from './Button';
import { useLocale } from '../../i18n/LocaleProvider';
import { allVariantsParameters, VariantGrid } from '../../docs/VariantGrid';
import { longChineseText, longEnglishText } from '../../testing/fixtures/longText';
import { docsExample } from '../../docs/docsExample';
import { useExampleText } from '../../docs/exampleTexts';

const icons = {
  none: undefined,
  chat: <MessageCircle aria-hidden />,
  gift: <Gift aria-hidden />,
  crown: <Crown aria-hidden />,
};
const iconControl = {
  control: 'select',
  options: Object.keys(icons),
  mapping: icons,
  labels: { none: 'none', chat: 'chat bubble', gift: 'gift', crown: 'crown (VIP)' },
} as const;

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { onClick: fn(), children: 'Button' },
  argTypes: {
    variant: {
      control: 'select',
      options: ['primary', 'secondary', 'ghost', 'danger', 'gold'],
      labels: {
        primary: 'primary (the main action)',
        secondary: 'secondary',
        ghost: 'ghost (quiet)',
        danger: 'danger (delete, block)',
        gold: 'gold (VIP upsell)',
      },
    },
    size: {
      control: 'select',
      options: ['sm', 'md', 'lg'],
      labels: { sm: 'sm (dense rows)', md: 'md (default)', lg: 'lg (page actions)' },
    },
    iconStart: iconControl,
    iconEnd: iconControl,
    children: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A button starts an action on the spot: send, follow, pay, delete. One primary per view; gold only for VIP upsells; `loading` while the action runs.',
      },
    },
  },
  render: function Render(args) {
    const { t } = useLocale();
    return <Button {...args}>{args.children === 'Button' ? t('member.chat') : args.children}</Button>;
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one main action of a view (立即聊天 on a profile). */
export const Primary: Story = { args: { iconStart: 'chat' } };
/** Actions next to the primary one. */
export const Secondary: Story = { args: { variant: 'secondary' } };
/** The quietest action (cancel, more). */
export const Ghost: Story = { args: { variant: 'ghost' } };
/** Deleting or blocking. */
export const Danger: Story = {
  args: { variant: 'danger' },
  render: function Render(args) {
    const { t } = useLocale();
    return <Button {...args}>{t('common.delete')}</Button>;
  },
};
/** VIP upsells only. */
export const Gold: Story = {
  args: { variant: 'gold', iconStart: 'crown' },
  render: function Render(args) {
    const { t } = useLocale();
    return <Button {...args}>{t('nav.upgrade')}</Button>;
  },
};
/** sm, md and lg; the mobile theme makes every size taller for touch. */
export const Sizes: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button {...args} size="sm">
          {t('member.follow')}
        </Button>
        <Button {...args} size="md">
          {t('member.follow')}
        </Button>
        <Button {...args} size="lg">
          {t('member.follow')}
        </Button>
      </div>
    );
  },
};
/** An icon before the label, hidden from screen readers. */
export const WithIcon: Story = {
  args: { variant: 'secondary', iconStart: 'gift' },
  render: function Render(args) {
    const { t } = useLocale();
    return <Button {...args}>{t('member.gift')}</Button>;
  },
};
/** While the action runs: a spinner, aria-busy, clicks ignored, same width. */
export const Loading: Story = { args: { loading: true } };
/** Disabled: out of the tab order; prefer saying why an action is unavailable. */
export const Disabled: Story = { args: { disabled: true } };
/** As wide as its container, for the main action of a mobile form. */
export const FullWidth: Story = { args: { fullWidth: true, size: 'lg' } };

/** Long Chinese and English labels in a narrow column: the label wraps, the button grows taller. */
export const LongLabel: Story = {
  render: function Render(args) {
    return (
      <div style={{ display: 'grid', gap: 12, maxWidth: 260, justifyItems: 'start' }}>
        <Button {...args}>{longChineseText}</Button>
        <Button {...args} variant="secondary">
          {longEnglishText}
        </Button>
      </div>
    );
  },
};

const variants = ['primary', 'secondary', 'ghost', 'danger', 'gold'] as const;
const sizes = ['sm', 'md', 'lg'] as const;
const states = ['default', 'hover', 'focus', 'pressed', 'disabled', 'loading'] as const;
const rows = variants.flatMap((variant) => states.map((state) => `${variant} · ${state}` as const));

/** Every variant · state × size in one grid; hover, focus and pressed are forced by the pseudo-states addon. */
export const AllVariants: Story = {
  parameters: {
    ...allVariantsParameters,
    pseudo: {
      hover: ['[data-state="hover"] button'],
      focusVisible: ['[data-state="focus"] button'],
      active: ['[data-state="pressed"] button'],
    },
  },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <VariantGrid
        caption="Button: variant · state × size"
        rows={rows}
        columns={sizes}
        render={(row, size) => {
          const [variant, state] = row.split(' · ') as [(typeof variants)[number], (typeof states)[number]];
          return (
            <span data-state={state}>
              <Button
                {...args}
                variant={variant}
                size={size}
                disabled={state === 'disabled'}
                loading={state === 'loading'}
              >
                {t('member.chat')}
              </Button>
            </span>
          );
        }}
      />
    );
  },
};

/** Do: one primary action per view, the others secondary. */
export const DoOnePrimary: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    return (
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button iconStart={<MessageCircle aria-hidden />}>{t('member.chat')}</Button>
        <Button variant="secondary">{t('member.follow')}</Button>
      </div>
    );
  },
};

/** Don't: two primary buttons compete for the same attention. */
export const DontTwoPrimaries: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    return (
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button>{t('member.chat')}</Button>
        <Button>{t('member.follow')}</Button>
      </div>
    );
  },
};

/** Do: a short verb that says what happens. */
export const DoShortVerb: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    return <Button variant="danger">{t('common.delete')}</Button>;
  },
};

/** Don't: a vague or long label. */
export const DontVagueLabel: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const text = useExampleText();
    return (
      <Button variant="danger">
        {text({ zhtw: '點擊這裡刪除這條動態', zhcn: '点击这里删除这条动态', en: 'Click here to delete this post' })}
      </Button>
    );
  },
};
