import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Components/LanguageSwitch',
  component: LanguageSwitch,
  args: { value: 'zhtw', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 220, display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MenuClosed: Story = {};
export const MenuOpen: Story = { args: { defaultOpen: true, value: 'en' } };
/** The mobile settings screen (/m/home/my/setup/lang). */
export const List: Story = { args: { variant: 'list', value: 'zhcn' } };
