import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TrendItem, type Trend } from './TrendItem';
import { HoverCard } from '../HoverCard';
import { MemberCard } from '../MemberCard';
import { VariantGrid } from '../../docs/VariantGrid';
import { reportStoryLabel } from '../../docs/reportStoryTexts';
import {
  longChineseMember,
  longEnglishMember,
  members,
  memberWithoutPicture,
  scenery,
  secondsAgo,
  storyNow,
  type SampleMember,
} from '../../testing/fixtures';
import { docsExample } from '../../docs/docsExample';
import { useLocale } from '../../i18n/LocaleProvider';
import { useExampleText } from '../../docs/exampleTexts';

const authorOf = (m: SampleMember) => ({
  mid: m.id,
  vip: m.vip,
  sex: m.sex,
  birthday: m.birthday,
  avatar: m.avatar,
  username: m.username,
});
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

const longPost: Trend = {
  ...post,
  id: 7,
  content:
    '週末去了陽明山，天氣超好，從擎天崗一路走到冷水坑，看到整片芒草在風裡搖，真的好療癒。下次想找人一起去，有興趣的留言給我[sun][love][hug] https://kindred.example/w/home/trend/7?from=share',
  ...authorOf(longChineseMember),
};
const trends: Record<string, Trend> = {
  'Post with picture': post,
  'Long post by a long name': longPost,
  'Joined (type 0)': { ...post, id: 3, type: 0, content: '', img: null, ...author(2) },
  'Avatar changed (type 2)': { ...post, id: 5, type: 2, content: '', img: members[4].avatar, ...author(4) },
  'Own post': { ...post, id: 6, mine: 1, ...author(5) },
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
  argTypes: {
    trend: { options: Object.keys(trends), mapping: trends, control: { type: 'select' } },
    wrapAvatar: { control: false },
    profileHref: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'One newsfeed entry: a member joined (type 0), a post with text, emoticons and a picture (1), or a new profile picture (2); the author’s avatar, name, gender and age and the time; a delete button on the viewer’s own entries.',
      },
    },
  },
} satisfies Meta<typeof TrendItem>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (text: string) => ({ docs: { description: { story: text } } });

/** Type 1: text with emoticons and a picture. */
export const TextAndPicture: Story = { parameters: story('Type 1: text with emoticons and a picture.') };
export const TextOnly: Story = {
  parameters: story('Type 1 without a picture.'),
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
  parameters: story('Type 0, female author: “she joined Kindred”.'),
  args: { trend: { ...post, id: 3, type: 0, content: '', img: null, create_time: secondsAgo(7200), ...author(2) } },
};
/** Type 0, male author: "He joined Kindred". */
export const JoinedMale: Story = {
  args: { trend: { ...post, id: 4, type: 0, content: '', img: null, ...author(3) } },
  parameters: story('Type 0, male author: “he joined Kindred”.'),
};
/** Type 2: avatar changed, with the new picture. */
export const AvatarChanged: Story = {
  parameters: story('Type 2: the author changed their profile picture, with the new picture.'),
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
/** Desktop: the author's avatar opens the profile card on hover (500 ms). */
export const WithHoverCard: Story = {
  parameters: story('Desktop: the author’s avatar opens the profile card on hover (here open from the start).'),
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
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
/** The viewer's own post: a delete button. */
export const Mine: Story = {
  args: { trend: trends['Own post'] },
  parameters: story('The viewer’s own post: a delete button.'),
};
/** Someone else's post where the app offers "Report or block" on its author. */
export const Reportable: Story = {
  args: { onReport: fn() },
  render: (args, { globals }) => <TrendItem {...args} reportLabel={reportStoryLabel(globals, args.trend.username)} />,
  parameters: story(
    'Another member’s post with “Report or block” on its author (never on the viewer’s own); the app names the button.',
  ),
};
export const LongText: Story = {
  args: { trend: longPost },
  parameters: story('Overflow: a long Chinese name and a long post with a link wrap inside the column.'),
};
export const LongEnglishName: Story = {
  args: { trend: { ...post, id: 8, img: null, content: 'Hello [wave]', ...authorOf(longEnglishMember) } },
  parameters: story('Overflow: a long English name is cut with an ellipsis; the time stays visible.'),
};
export const NoPicture: Story = {
  args: { trend: { ...post, id: 9, type: 0, content: '', img: null, ...authorOf(memberWithoutPicture), avatar: null } },
  parameters: story('An author without picture: initials in the avatar.'),
};
export const DeleteFocused: Story = {
  args: { trend: trends['Own post'] },
  parameters: {
    pseudo: { focusVisible: ['a', 'button'], hover: ['button'] },
    ...story('Own post with keyboard focus and pointer on delete: the focus ring and hover background.'),
  },
};

const rows = ['joined', 'post', 'post without picture', 'avatar changed'] as const;
const rowTrend: Record<(typeof rows)[number], Trend> = {
  joined: trends['Joined (type 0)'],
  post,
  'post without picture': { ...post, img: null },
  'avatar changed': trends['Avatar changed (type 2)'],
};

/** Every type, by someone else and by the viewer. */
export const AllVariants: Story = {
  parameters: {
    controls: { disable: true },
    ...story('Every type (rows) by another member and by the viewer, with delete (columns).'),
  },
  render: (args) => (
    <VariantGrid
      caption="TrendItem: type × author"
      rows={rows}
      columns={['another member', 'own'] as const}
      render={(row, column) => (
        <div style={{ width: 340 }}>
          <TrendItem {...args} trend={{ ...rowTrend[row], mine: column === 'own' ? 1 : 0 }} />
        </div>
      )}
    />
  ),
};

/** Do: delete only on the viewer's own entries. */
export const DoDeleteOnOwnPosts: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render(args) {
    const text = useExampleText();
    const content = text({ zhtw: '今天天氣真好[sun]', zhcn: '今天天气真好[sun]', en: 'Lovely weather today [sun]' });
    return (
      <TrendItem {...args} trend={{ ...post, ...author(2), id: 30, mine: 1, create_time: secondsAgo(600), content }} />
    );
  },
};

/** Don't: a system line written as if the member posted it; it reads as the member's words. */
export const DontSystemLineAsPost: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render(args) {
    const { t } = useLocale();
    const content = t('trend.joined.female');
    return (
      <TrendItem
        {...args}
        onDelete={undefined}
        trend={{ ...post, ...author(2), id: 30, mine: 0, create_time: secondsAgo(600), content }}
      />
    );
  },
};
