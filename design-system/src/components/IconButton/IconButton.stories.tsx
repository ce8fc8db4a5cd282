import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Image, Languages, Send, X } from 'lucide-react';
import { fn } from 'storybook/test';
import { IconButton } from './IconButton';
import { Badge } from '../Badge';
import { useLocale } from '../../i18n/LocaleProvider';
import { scenery } from '../../testing/fixtures';
import { allVariantsParameters, VariantGrid } from '../../docs/VariantGrid';
import { docsExample } from '../../docs/docsExample';
import { useExampleText } from '../../docs/exampleTexts';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  // An empty label shows the story's translated one; typing in the control replaces it.
  args: { onClick: fn(), label: '', icon: <X aria-hidden /> },
  render: function Render(args) {
    const { t } = useLocale();
    return <IconButton {...args} label={args.label || t('common.close')} />;
  },
  argTypes: {
    variant: {
      control: 'select',
      options: ['ghost', 'subtle', 'solid', 'overlay'],
      labels: {
        ghost: 'ghost (on surfaces)',
        subtle: 'subtle (secondary actions)',
        solid: 'solid (the main action)',
        overlay: 'overlay (on pictures)',
      },
    },
    size: {
      control: 'select',
      options: ['sm', 'md', 'lg'],
      labels: { sm: 'sm (dense rows)', md: 'md (40 px touch target)', lg: 'lg' },
    },
    icon: {
      control: 'select',
      options: ['close', 'send', 'picture', 'translate', 'bell'],
      mapping: {
        close: <X aria-hidden />,
        send: <Send aria-hidden />,
        picture: <Image aria-hidden />,
        translate: <Languages aria-hidden />,
        bell: <Bell aria-hidden />,
      },
      labels: {
        close: 'X (close)',
        send: 'paper plane (send)',
        picture: 'picture',
        translate: 'translate',
        bell: 'bell',
      },
    },
    badge: {
      control: 'select',
      options: ['none', 'three'],
      mapping: { none: undefined, three: <Badge count={3} /> },
      labels: { none: 'none', three: 'Badge with 3' },
    },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A round button that shows only an icon: close, send, translate, the notices bell. Its label is its accessible name.',
      },
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: ghost, on a surface, named 關閉 (common.close). */
export const Ghost: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <IconButton {...args} label={args.label || t('common.close')} />;
  },
};
/** ghost, subtle and solid side by side, as in the chat composer. */
export const Variants: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <div style={{ display: 'flex', gap: 12 }}>
        <IconButton {...args} variant="ghost" label={args.label || t('chat.sendImage')} icon={<Image aria-hidden />} />
        <IconButton
          {...args}
          variant="subtle"
          label={args.label || t('chat.translate')}
          icon={<Languages aria-hidden />}
        />
        <IconButton {...args} variant="solid" label={args.label || t('chat.send')} icon={<Send aria-hidden />} />
      </div>
    );
  },
};
/** overlay on a picture: a dark translucent disc keeps the icon readable. */
export const OnPicture: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <div
        style={{
          position: 'relative',
          width: 200,
          height: 140,
          background: `url("${scenery(1)}") center/cover`,
          borderRadius: 16,
        }}
      >
        <div style={{ position: 'absolute', top: 8, right: 8 }}>
          <IconButton {...args} variant="overlay" size="sm" label={args.label || t('common.close')} />
        </div>
      </div>
    );
  },
};
/** A toggle (translate on): aria-pressed and the pressed look. */
export const Toggle: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <IconButton {...args} pressed label={args.label || t('chat.translate')} icon={<Languages aria-hidden />} />;
  },
};
/** The notices bell with an unread count: the visible count is part of the name. */
export const WithBadge: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <IconButton
        {...args}
        label={args.label || t('menu.notices')}
        icon={<Bell aria-hidden />}
        badge={<Badge count={3} />}
      />
    );
  },
};
/** Disabled: not focusable, greyed out. */
export const Disabled: Story = { args: { disabled: true } };

const states = ['default', 'hover', 'focus', 'active', 'pressed', 'disabled'] as const;
const variants = ['ghost', 'subtle', 'solid', 'overlay'] as const;
const sizes = ['sm', 'md', 'lg'] as const;
const rows = variants.flatMap((variant) => states.map((state) => `${variant} · ${state}` as const));

/**
 * Every variant · state × size in one grid (overlay on a dark cell): hover, focus and active (the
 * pointer held down) forced by pseudo-states; pressed is a toggle that is on (`aria-pressed`).
 */
export const AllVariants: Story = {
  parameters: {
    ...allVariantsParameters,
    pseudo: {
      hover: ['[data-state="hover"] button'],
      focusVisible: ['[data-state="focus"] button'],
      active: ['[data-state="active"] button'],
    },
  },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <VariantGrid
        caption="IconButton: variant · state × size"
        rows={rows}
        columns={sizes}
        render={(row, size) => {
          const [variant, state] = row.split(' · ') as [(typeof variants)[number], (typeof states)[number]];
          return (
            <span
              data-state={state}
              style={{
                display: 'inline-flex',
                padding: 4,
                borderRadius: 8,
                background: variant === 'overlay' ? '#524741' : undefined,
              }}
            >
              <IconButton
                {...args}
                variant={variant}
                size={size}
                pressed={state === 'pressed' ? true : undefined}
                disabled={state === 'disabled'}
                label={args.label || t('chat.translate')}
                icon={<Languages aria-hidden />}
              />
            </span>
          );
        }}
      />
    );
  },
};

/** Do: an icon everyone knows, named by its action. */
export const DoNameTheAction: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    return (
      <div style={{ display: 'flex', gap: 8 }}>
        <IconButton label={t('common.close')} icon={<X aria-hidden />} />
        <IconButton label={t('common.send')} variant="solid" icon={<Send aria-hidden />} />
      </div>
    );
  },
};

/** Don't: an icon named after its picture; a screen reader says "Bell" instead of "Notices". */
export const DontNameThePicture: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const text = useExampleText();
    return <IconButton label={text({ zhtw: '鈴鐺', zhcn: '铃铛', en: 'Bell' })} icon={<Bell aria-hidden />} />;
  },
};
