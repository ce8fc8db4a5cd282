import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfileFacts, type ProfileFactsProps } from './ProfileFacts';
import { sampleFacts, useDiscoveryTexts } from '../../testing/fixtures/discovery';

const meta = {
  title: 'Components/ProfileFacts',
  component: ProfileFacts,
  args: {
    facts: { about: '', city: '', lookingFor: '', interests: [], heightCm: 0, languages: [] },
    texts: {} as ProfileFactsProps['texts'],
  },
  render: function Render(args) {
    const texts = useDiscoveryTexts();
    return <ProfileFacts {...args} facts={args.facts.about ? sampleFacts(texts) : args.facts} texts={texts.facts} />;
  },
  parameters: {
    docs: {
      description: {
        component:
          "What a member tells about themself, on their profile: the facts given as a description list, interests in the reader's language.",
      },
    },
  },
} satisfies Meta<typeof ProfileFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every fact given: about, city, looking for, interests (two from the catalogue, one free), height, languages. */
export const Complete: Story = {
  args: { facts: { about: 'x', city: '', lookingFor: '', interests: [], heightCm: 0, languages: [] } },
};
/** Only a city and interests: the facts not given are left out. */
export const Partial: Story = {
  args: {
    facts: {
      about: '',
      city: 'Kaohsiung',
      lookingFor: 'friendship',
      interests: ['yoga', 'tea'],
      heightCm: 0,
      languages: [],
    },
  },
};
/** Inside a profile's own description list (the mobile data tab): the pairs alone. */
export const Embedded: Story = {
  args: {
    facts: {
      about: '',
      city: 'Hsinchu',
      lookingFor: 'long_term',
      interests: ['cycling'],
      heightCm: 180,
      languages: ['en'],
    },
  },
  render: function Render(args) {
    const texts = useDiscoveryTexts();
    return (
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 8 }}>
        <dt>ID</dt>
        <dd>mei_lin</dd>
        <ProfileFacts {...args} texts={texts.facts} embedded />
      </dl>
    );
  },
};
