import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SessionList, type SignedInSession } from './SessionList';
import { accountStoryTexts } from '../../docs/accountStoryTexts';
import { docsExample } from '../../docs/docsExample';
import { Button } from '../Button';

type StoryTexts = ReturnType<typeof accountStoryTexts>['sessions'];

const places = (texts: StoryTexts, count: number): SignedInSession[] =>
  [
    { id: 11, device: texts.here, current: true, firstUsed: texts.firstUsed, lastUsed: texts.lastUsed },
    { id: 12, device: texts.laptop, current: false, firstUsed: texts.firstUsed, lastUsed: texts.lastUsed },
  ].slice(0, count);

const meta = {
  title: 'Components/SessionList',
  component: SessionList,
  args: {
    texts: accountStoryTexts({}).sessions,
    sessions: places(accountStoryTexts({}).sessions, 2),
    onEnd: fn(),
    onEndOthers: fn(),
  },
  argTypes: { texts: { control: false }, sessions: { control: false } },
  // The story's language picks the texts and the places (as many as the story's args hold).
  render: (args, { globals }) => {
    const texts = accountStoryTexts(globals).sessions;
    return <SessionList {...args} texts={texts} sessions={args.sessions && places(texts, args.sessions.length)} />;
  },
  parameters: {
    docs: {
      description: {
        component: 'Where the member is signed in, “sign out” for each other place and “sign out everywhere else”.',
      },
    },
  },
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This phone and a laptop. */
export const TwoPlaces: Story = {};

/** Only this device: nothing to sign out. */
export const OnlyHere: Story = { args: { sessions: places(accountStoryTexts({}).sessions, 1) } };

/** A sign-out on its way. */
export const Busy: Story = { args: { busy: true } };

/** Signing the laptop out hands its session to the app. */
export const SigningOut: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const texts = accountStoryTexts(globals).sessions;
    const list = within(canvasElement).getByRole('list', { name: texts.label });
    await userEvent.click(within(list).getByRole('button', { name: `${texts.endOne}: ${texts.laptop}` }));
    await expect(args.onEnd).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
  },
};

/** Do: each sign-out button names its place for screen readers. */
export const DoNameThePlace: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: (_args, { globals }) => {
    const texts = accountStoryTexts(globals).sessions;
    return (
      <Button variant="secondary" aria-label={`${texts.endOne}: ${texts.laptop}`}>
        {texts.endOne}
      </Button>
    );
  },
};

/** Don't: several buttons that all read just "Sign out". */
export const DontSameNameEverywhere: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: (_args, { globals }) => <Button variant="secondary">{accountStoryTexts(globals).sessions.endOne}</Button>,
};
