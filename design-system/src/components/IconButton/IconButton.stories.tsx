import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Image, Languages, Send, X } from 'lucide-react';
import { fn } from 'storybook/test';
import { IconButton } from './IconButton';
import { Badge } from '../Badge';
import { useLocale } from '../../i18n/LocaleProvider';
import { scenery } from '../../testing/fixtures';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { onClick: fn(), label: 'Close', icon: <X aria-hidden /> },
  argTypes: { variant: { control: 'inline-radio', options: ['ghost', 'subtle', 'solid', 'overlay'] } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <IconButton {...args} label={t('common.close')} />;
  },
};
export const Variants: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <div style={{ display: 'flex', gap: 12 }}>
        <IconButton {...args} variant="ghost" label={t('chat.sendImage')} icon={<Image aria-hidden />} />
        <IconButton {...args} variant="subtle" label={t('chat.translate')} icon={<Languages aria-hidden />} />
        <IconButton {...args} variant="solid" label={t('chat.send')} icon={<Send aria-hidden />} />
      </div>
    );
  },
};
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
          <IconButton {...args} variant="overlay" size="sm" label={t('common.close')} />
        </div>
      </div>
    );
  },
};
export const Toggle: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <IconButton {...args} pressed label={t('chat.translate')} icon={<Languages aria-hidden />} />;
  },
};
export const WithBadge: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <IconButton {...args} label={t('menu.notices')} icon={<Bell aria-hidden />} badge={<Badge count={3} />} />;
  },
};
export const Disabled: Story = { args: { disabled: true } };

const states = [
  ['default', {}],
  ['pressed', { pressed: true }],
  ['disabled', { disabled: true }],
] as const;

/** Every variant × size × state in one grid (overlay on a picture). */
export const AllVariants: Story = {
  parameters: { controls: { disable: true } },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <table style={{ borderCollapse: 'separate', borderSpacing: 8 }}>
        <tbody>
          {(['ghost', 'subtle', 'solid', 'overlay'] as const).flatMap((variant) =>
            states.map(([state, props]) => (
              <tr key={`${variant}-${state}`}>
                <th scope="row" style={{ textAlign: 'start', fontWeight: 400, fontSize: 12 }}>
                  {variant} · {state}
                </th>
                {(['sm', 'md', 'lg'] as const).map((size) => (
                  <td key={size} style={variant === 'overlay' ? { background: '#524741' } : undefined}>
                    <IconButton
                      {...args}
                      {...props}
                      variant={variant}
                      size={size}
                      label={t('chat.translate')}
                      icon={<Languages aria-hidden />}
                    />
                  </td>
                ))}
              </tr>
            )),
          )}
        </tbody>
      </table>
    );
  },
};
