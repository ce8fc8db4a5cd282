import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TrendItem, type Trend } from './TrendItem';
import { HoverCard } from '../HoverCard';
import { MemberCard } from '../MemberCard';
import { members, scenery, secondsAgo, storyNow } from '../../testing/fixtures';

const author = (index: number) => {
  const m = members[index];
  return { mid: m.id, vip: m.vip, sex: m.sex, birthday: m.birthday, avatar: m.avatar, username: m.username };
};
const post: Trend = {
  id: 1,
  mine: 0,
  type: 1,
  content: '週末去了陽明山，天氣超好 [sun][love]',
  img: scenery(0),
  create_time: secondsAgo(1500),
  ...author(0),
};

const meta = {
  title: 'Components/TrendItem',
  component: TrendItem,
  args: {
    trend: post,
    now: storyNow,
    onDelete: fn(),
    onOpenPicture: fn(),
    onOpenProfile: fn((event) => event.preventDefault()),
  },
} satisfies Meta<typeof TrendItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type 1: text with emoticons and a picture. */
export const TextAndPicture: Story = {};
export const TextOnly: Story = {
  args: {
    trend: {
      ...post,
      id: 2,
      img: null,
      content: 'Anyone up for jazz at Blue Note tonight? [music][cocktail]',
      create_time: secondsAgo(40),
      ...author(1),
    },
  },
};
/** Type 0, female author: "She joined Kindred". */
export const JoinedFemale: Story = {
  args: { trend: { ...post, id: 3, type: 0, content: '', img: null, create_time: secondsAgo(7200), ...author(2) } },
};
/** Type 0, male author: "He joined Kindred". */
export const JoinedMale: Story = { args: { trend: { ...post, id: 4, type: 0, content: '', img: null, ...author(3) } } };
/** Type 2: avatar changed, with the new picture. */
export const AvatarChanged: Story = {
  args: {
    trend: {
      ...post,
      id: 5,
      type: 2,
      content: '',
      img: members[4].avatar,
      create_time: secondsAgo(86400 * 3),
      ...author(4),
    },
  },
};
/** The viewer's own post: a delete button. */
/** Desktop: the author's avatar opens the profile card on hover (500 ms). */
export const WithHoverCard: Story = {
  args: {
    wrapAvatar: (avatar) => (
      <HoverCard
        defaultOpen
        content={<MemberCard member={members[0]} variant="popover" viewerGender={0} now={storyNow} />}
      >
        {avatar}
      </HoverCard>
    ),
  },
};
export const Mine: Story = { args: { trend: { ...post, id: 6, mine: 1, ...author(5) } } };
