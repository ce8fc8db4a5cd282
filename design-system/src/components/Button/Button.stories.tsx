import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gift, MessageCircle, Crown } from 'lucide-react';
import { fn } from 'storybook/test';
import { Button } from './Button';
import { useLocale } from '../../i18n/LocaleProvider';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { onClick: fn(), children: 'Button' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger', 'gold'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  render: function Render(args) {
    const { t } = useLocale();
    return <Button {...args}>{args.children === 'Button' ? t('member.chat') : args.children}</Button>;
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { iconStart: <MessageCircle aria-hidden /> } };
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = {
  args: { variant: 'danger' },
  render: function Render(args) {
    const { t } = useLocale();
    return <Button {...args}>{t('common.delete')}</Button>;
  },
};
export const Gold: Story = {
  args: { variant: 'gold', iconStart: <Crown aria-hidden /> },
  render: function Render(args) {
    const { t } = useLocale();
    return <Button {...args}>{t('nav.upgrade')}</Button>;
  },
};
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
export const WithIcon: Story = {
  args: { variant: 'secondary', iconStart: <Gift aria-hidden /> },
  render: function Render(args) {
    const { t } = useLocale();
    return <Button {...args}>{t('member.gift')}</Button>;
  },
};
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };
export const FullWidth: Story = { args: { fullWidth: true, size: 'lg' } };

const variants = ['primary', 'secondary', 'ghost', 'danger', 'gold'] as const;
const sizes = ['sm', 'md', 'lg'] as const;
const states = [
  ['default', {}],
  ['disabled', { disabled: true }],
  ['loading', { loading: true }],
] as const;

/** Every variant × size × state in one grid, for review and visual diffs. */
export const AllVariants: Story = {
  parameters: { controls: { disable: true } },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <table style={{ borderCollapse: 'separate', borderSpacing: 8 }}>
        <tbody>
          {variants.flatMap((variant) =>
            states.map(([state, props]) => (
              <tr key={`${variant}-${state}`}>
                <th scope="row" style={{ textAlign: 'start', fontWeight: 400, fontSize: 12 }}>
                  {variant} · {state}
                </th>
                {sizes.map((size) => (
                  <td key={size}>
                    <Button {...args} {...props} variant={variant} size={size}>
                      {t('member.chat')}
                    </Button>
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
