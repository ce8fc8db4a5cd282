import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ProfileHeader } from './ProfileHeader';
import { VariantGrid } from '../../docs/VariantGrid';
import {
  longChineseMember,
  longEnglishMember,
  memberArgType,
  members,
  memberWithoutPicture,
  scenery,
  storyNow,
} from '../../testing/fixtures';
import { docsExample } from '../../docs/docsExample';

const photos = [0, 2, 4].map((i) => ({ id: i, src: scenery(i, 800, 360), alt: `Background ${i + 1}` }));
const backgroundSets = { 'No photos (brand gradient)': [], 'Three photos': photos };

const meta = {
  title: 'Components/ProfileHeader',
  component: ProfileHeader,
  args: {
    member: members[0],
    now: storyNow,
    onLike: fn(),
    onMessage: fn(),
    onFollowToggle: fn(),
    onGift: fn(),
    onReport: fn(),
  },
  argTypes: {
    member: memberArgType,
    variant: {
      options: ['member', 'own'],
      control: {
        type: 'select',
        labels: { member: 'member: someone else’s profile', own: 'own: the “Mine” page' },
      },
    },
    backgrounds: { options: Object.keys(backgroundSets), mapping: backgroundSets, control: { type: 'select' } },
    photosHref: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The top of a profile: background photos (or the brand gradient), the avatar, name, gender and age, membership and signature; on someone else’s profile the like count and the actions, on the own “Mine” page the membership expiry, newsfeed count and balance.',
      },
    },
  },
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (text: string) => ({ docs: { description: { story: text } } });

/** Another member's profile with background photos, like count and actions. */
export const Member: Story = {
  args: { backgrounds: photos, photosHref: '/w/home/photo/100' },
  parameters: story('Another member’s profile with background photos, like count, photos link and actions.'),
};
export const MemberLiked: Story = {
  args: { member: members[1], liked: true },
  parameters: story('Liked by the viewer: the like button is pressed; no photos, so the brand gradient.'),
};
/** A verified member: the badge and its word lead the line under the name. */
export const MemberVerified: Story = {
  args: { member: { ...members[1], verified: 1 } },
  parameters: story('A verified member: the VerifiedBadge with its word under the name.'),
};
/** The own "Mine" page: membership, expiry, newsfeed count and balance. */
export const Own: Story = {
  args: {
    variant: 'own',
    member: { ...members[0], vip: 2 },
    expiry: '2025-12-31',
    balance: '$800.00',
    newsfeedCount: 24,
  },
  parameters: story('The own “Mine” page: membership and its expiry, newsfeed count and balance.'),
};
export const OwnFree: Story = {
  args: { variant: 'own', member: { ...members[6], signature: '' }, balance: '$0.00', newsfeedCount: 0 },
  parameters: story('Own page of a free member without signature: “no signature yet”, zero balance.'),
};
export const LongNames: Story = {
  args: { member: longChineseMember },
  parameters: story('Overflow: a long Chinese name wraps under the avatar; the long signature wraps at 420 px.'),
};
export const LongEnglishName: Story = {
  args: { member: longEnglishMember, backgrounds: photos },
  parameters: story('Overflow: a long English name and a signature without spaces break instead of overflowing.'),
};
export const NoPicture: Story = {
  args: { member: memberWithoutPicture },
  parameters: story('No picture and no signature (e.g. a closed account): initials and “no signature yet”.'),
};
export const ActionsHovered: Story = {
  args: { member: members[1] },
  parameters: { pseudo: { hover: ['button', 'a'] }, ...story('Pointer over the actions: their hover colours.') },
};
export const ActionsFocused: Story = {
  args: { member: members[1], photosHref: '/w/home/photo/101' },
  parameters: {
    pseudo: { focusVisible: ['button', 'a'] },
    ...story('Keyboard focus: the focus ring on the like button, the actions and the photos link.'),
  },
};

const rows = ['member · gold', 'member · liked', 'member · free offline', 'own · gold', 'own · free'] as const;

/** Both variants with every membership. */
export const AllVariants: Story = {
  parameters: {
    controls: { disable: true },
    ...story('Someone else’s profile and the own page with every membership, one per row.'),
  },
  render: function Render(args) {
    return (
      <VariantGrid
        caption="ProfileHeader: variant × membership"
        rows={rows}
        columns={['mobile'] as const}
        render={(row) => {
          const own = row.startsWith('own');
          const member =
            row === 'member · liked'
              ? members[1]
              : row === 'member · free offline'
                ? members[2]
                : row === 'own · free'
                  ? { ...members[6], signature: '' }
                  : { ...members[0], vip: 2 as const };
          return (
            <div style={{ width: 380 }}>
              <ProfileHeader
                {...args}
                member={member}
                variant={own ? 'own' : 'member'}
                liked={row === 'member · liked'}
                expiry={own ? '2025-12-31' : undefined}
                balance={own ? '$120.00' : undefined}
                newsfeedCount={own ? 3 : undefined}
                // One landmark name per grid cell (axe: landmark-unique).
                aria-labelledby={undefined}
                aria-label={`${member.username} (${row})`}
              />
            </div>
          );
        }}
      />
    );
  },
};

/** Do: say there is no signature yet, so the page does not look broken. */
export const DoSayNoSignatureYet: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { variant: 'own', member: { ...members[6], signature: '' } },
};

/** Don't: the own-page figures (balance) on someone else's profile. */
export const DontOwnFiguresOnOthers: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { variant: 'own', member: members[1], balance: '$800.00' },
};
