import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PendingApprovalNotice } from './PendingApprovalNotice';
import { VariantGrid } from '../../docs/VariantGrid';
import { docsExample } from '../../docs/docsExample';
import { Button } from '../Button';
import { useLocale } from '../../i18n/LocaleProvider';

const meta = {
  title: 'Components/PendingApprovalNotice',
  component: PendingApprovalNotice,
  args: { onSignOut: fn((event) => event.preventDefault()) },
  argTypes: { signOutHref: { control: 'text' } },
  parameters: {
    docs: {
      description: {
        component:
          'The whole screen of a member whose account is under review (status 2): what is happening and the one way out, signing out.',
      },
    },
  },
} satisfies Meta<typeof PendingApprovalNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notice as the shell shows it: hourglass, title, explanation and the sign-out link. */
export const Default: Story = {};

/** The sign-out link with keyboard focus (its focus outline). */
export const SignOutFocused: Story = { parameters: { pseudo: { focusVisible: true } } };

/** On the narrowest phone (320 px) the texts wrap and the card keeps its padding. */
export const NarrowPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};

/** On a wide desktop page the card stays 440 px wide and centred. */
export const WideScreen: Story = {
  parameters: { layout: 'fullscreen' },
  decorators: [
    // Scrolled sideways in a narrower canvas (the mobile frame).
    (Story) => (
      <div style={{ overflowX: 'auto' }}>
        <div style={{ minWidth: 1024, padding: 1 }}>
          <Story />
        </div>
      </div>
    ),
  ],
};

const widths = ['280 px', '414 px'] as const;
const states = ['default', 'link focused'] as const;

/** Both link states at a narrow and a phone width, side by side. */
export const AllVariants: Story = {
  parameters: {
    controls: { disable: true },
    layout: 'fullscreen',
    pseudo: { focusVisible: ['[data-state="link focused"] a'] },
  },
  render: (args) => (
    <VariantGrid
      caption="PendingApprovalNotice: state × width"
      rows={states}
      columns={widths}
      render={(state, width) => (
        <div data-state={state} style={{ width: Number.parseInt(width, 10) }}>
          {/* Four notices on one page need four different region names (axe: landmark-unique). */}
          <PendingApprovalNotice {...args} aria-labelledby={undefined} aria-label={`${state}, ${width}`} />
        </div>
      )}
    />
  ),
};

/** Do: the notice alone, with signing out as the single action. */
export const DoNoticeAlone: Story = { ...docsExample(), tags: ['!dev', '!autodocs'], args: { style: { margin: 0 } } };

/** Don't: extra actions the member cannot complete while under review. */
export const DontActionsUnderReview: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <div style={{ display: 'grid', gap: 8, width: '100%' }}>
        <PendingApprovalNotice {...args} style={{ margin: 0 }} />
        <Button variant="secondary">{t('menu.edit')}</Button>
      </div>
    );
  },
};
