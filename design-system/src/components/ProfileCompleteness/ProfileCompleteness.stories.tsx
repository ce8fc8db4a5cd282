import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileCompleteness, type ProfileCompletenessProps } from './ProfileCompleteness';
import { useDiscoveryTexts } from '../../testing/fixtures/discovery';

const meta = {
  title: 'Components/ProfileCompleteness',
  component: ProfileCompleteness,
  args: { missing: ['photo', 'about'], texts: {} as ProfileCompletenessProps['texts'] },
  render: function Render(args) {
    return <ProfileCompleteness {...args} texts={useDiscoveryTexts().completeness} />;
  },
  parameters: {
    docs: {
      description: {
        component:
          "A note on the member's own profile and settings saying what the profile still misses for others to read it: a photo, an about text.",
      },
    },
  },
} satisfies Meta<typeof ProfileCompleteness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new member: no photo, no about text. */
export const Both: Story = {};
/** A photo is there; the about text is missing. */
export const AboutOnly: Story = { args: { missing: ['about'] } };
/** The about step as a link to the form (the app's router link in the app). */
export const WithAction: Story = {
  render: function Render(args) {
    return (
      <ProfileCompleteness
        {...args}
        texts={useDiscoveryTexts().completeness}
        renderAction={(part, text) => (part === 'about' ? <a href="#about">{text}</a> : text)}
      />
    );
  },
};
