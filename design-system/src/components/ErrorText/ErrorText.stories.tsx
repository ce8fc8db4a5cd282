import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorText } from './ErrorText';
import { staffStoryTexts } from '../../docs/staffStoryTexts';
import { useLocale } from '../../i18n/LocaleProvider';
import { allVariantsParameters, VariantGrid } from '../../docs/VariantGrid';
import { longEnglishName } from '../../testing/fixtures/longText';
import { Button } from '../Button';
import { Stack } from '../Stack';

const meta = {
  title: 'Components/ErrorText',
  component: ErrorText,
  args: { children: '', role: 'alert' },
  argTypes: {
    role: { control: 'inline-radio', options: ['alert', 'none'] },
    children: { control: 'text' },
  },
  render: function Render(args, { globals }) {
    return <ErrorText {...args}>{args.children || staffStoryTexts(globals).loadFailed}</ErrorText>;
  },
  parameters: {
    docs: {
      description: {
        component:
          'An inline error message: what failed, in the danger colour with an icon, in the flow of the screen. Read at once (role alert).',
      },
    },
  },
} satisfies Meta<typeof ErrorText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list that could not load, above the table. */
export const LoadFailed: Story = {};

/** After an action: under the button that started it, with a way to try again. */
export const AfterAction: Story = {
  render: function Render(args, { globals }) {
    const { t } = useLocale();
    return (
      <Stack gap="sm" align="start">
        <ErrorText {...args}>{staffStoryTexts(globals).refundFailed}</ErrorText>
        <Button size="sm" variant="secondary">
          {t('common.retry')}
        </Button>
      </Stack>
    );
  },
};

/** A long message wraps in a narrow column; the icon stays on the first line. */
export const LongMessage: Story = {
  render: function Render(args, { globals }) {
    return (
      <div style={{ maxWidth: 240 }}>
        <ErrorText {...args}>{`${staffStoryTexts(globals).refundFailed} ${longEnglishName}`}</ErrorText>
      </div>
    );
  },
};

/** Both roles: alert for a failure that just happened, none for one that is part of the screen. */
export const AllVariants: Story = {
  parameters: allVariantsParameters,
  render: function Render(args, { globals }) {
    return (
      <VariantGrid
        caption="ErrorText: role"
        rows={['alert', 'none'] as const}
        columns={['message'] as const}
        render={(role) => (
          <ErrorText {...args} role={role}>
            {staffStoryTexts(globals).loadFailed}
          </ErrorText>
        )}
      />
    );
  },
};
