import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PostComposer } from './PostComposer';
import { useLocale } from '../../i18n/LocaleProvider';
import { scenery } from '../../testing/fixtures';
import { memberStoryTexts } from '../../docs/memberStoryTexts';

const meta = {
  title: 'Components/PostComposer',
  component: PostComposer,
  args: {
    texts: memberStoryTexts({}).postComposer,
    layout: 'mobile',
    label: '',
    value: '',
    maxLength: 500,
    onValueChange: fn(),
    onPicture: fn(),
    onRemovePicture: fn(),
    onSubmit: fn(),
  },
  argTypes: {
    texts: { control: false },
    layout: { control: 'inline-radio', options: ['mobile', 'desktop'] },
    label: { control: 'text' },
    error: { control: 'text' },
    picture: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A newsfeed post: text and at most one picture. On /m a screen of its own, on /w a box above the own feed with emoticons.',
      },
    },
  },
} satisfies Meta<typeof PostComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The composer holds its text in the story, as the app does; the story's language picks the texts. */
function Composer(args: Story['args'] & { initial?: string; withPicture?: boolean }) {
  const { initial = '', withPicture = false, ...rest } = args;
  const { locale } = useLocale();
  const [value, setValue] = useState(initial);
  const [picture, setPicture] = useState<string | null>(withPicture ? scenery(2) : null);
  return (
    <PostComposer
      {...meta.args}
      {...rest}
      texts={memberStoryTexts({ locale }).postComposer}
      label={rest.label || undefined}
      value={value}
      onValueChange={setValue}
      picture={picture}
      onPicture={() => setPicture(scenery(3))}
      onRemovePicture={() => setPicture(null)}
      onSubmit={(event) => event.preventDefault()}
    />
  );
}

/** /m/home/trend/new: the field, the picture button and the full-width post button. */
export const Mobile: Story = { render: (args) => <Composer {...args} /> };

/** With a picture: its preview with a remove button, and "change the picture". */
export const MobileWithPicture: Story = { render: (args) => <Composer {...args} initial="[smile]" withPicture /> };

/** The desktop box on the own profile: emoticons, picture and post in one row. */
export const Desktop: Story = { args: { layout: 'desktop' }, render: (args) => <Composer {...args} /> };

/** Desktop with a picture chosen: a small preview and the remove button in the row. */
export const DesktopWithPicture: Story = {
  args: { layout: 'desktop' },
  render: (args) => <Composer {...args} withPicture />,
};

/** A post that cannot be sent says why under the field. */
export const WithError: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <Composer {...args} error={args.error || t('chat.emptyError')} />;
  },
};

/** Sending: the post button shows its spinner and the picture button waits. */
export const Busy: Story = { args: { busy: true }, render: (args) => <Composer {...args} initial="Hello" /> };
