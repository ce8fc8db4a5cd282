import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmoticonText } from './EmoticonText';

const meta = {
  title: 'Components/EmoticonText',
  component: EmoticonText,
  args: { text: 'Hi Mei [smile] dinner on Friday? [wine][rose]' },
  decorators: [
    (Story) => (
      <p style={{ maxWidth: 320 }}>
        <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof EmoticonText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mixed: Story = {};
export const Chinese: Story = { args: { text: '今天好開心[laugh]，謝謝你的禮物[heart][heart]' } };
export const OnlyEmoticons: Story = { args: { text: '[hug][kiss][love]' } };
/** Unknown codes and stray brackets are left as text. */
export const UnknownCodes: Story = { args: { text: 'See [appendix] and [smile' } };
