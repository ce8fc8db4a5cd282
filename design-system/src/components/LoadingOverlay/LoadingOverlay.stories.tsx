import { useState } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoadingOverlay } from './LoadingOverlay';
import { Button } from '../Button';
import { useLocale } from '../../i18n/LocaleProvider';
import { allVariantsParameters, VariantGrid } from '../../docs/VariantGrid';
import { storyText } from '../../testing/storyText';
import { longChineseText, longEnglishText } from '../../testing/fixtures/longText';
import { docsExample } from '../../docs/docsExample';

// Each story's overlay covers a 280 px panel (the grid gives every cell its own panel).
const panel: Decorator = (Story, { parameters }) =>
  parameters.ownPanels ? (
    <Story />
  ) : (
    <div style={{ position: 'relative', height: 280, borderRadius: 16, overflow: 'hidden', background: '#FBF6F2' }}>
      <Story />
    </div>
  );

const meta = {
  title: 'Components/LoadingOverlay',
  component: LoadingOverlay,
  args: { open: true, contained: true, onTimeout: fn() },
  argTypes: { message: { control: 'text' } },
  parameters: {
    docs: {
      description: {
        component:
          'Blocks the screen (or one panel, with `contained`) while something the member must wait for runs: a payment, an upload. The stories keep it inside their frame.',
      },
    },
  },
  decorators: [panel],
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spinner with the library's 載入中… text, over its panel. */
export const Default: Story = {};
/** Payment: closes itself after 5 s. */
export const Payment: Story = {
  args: { timeout: 5000 },
  render: function Render(args) {
    const { t } = useLocale();
    return <LoadingOverlay {...args} message={args.message || t('pay.patience')} />;
  },
};
/** Closed: nothing covers the content, which stays usable. */
export const Hidden: Story = {
  args: { open: false },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <div role="region" aria-label={t('pay.title')} style={{ padding: 16 }}>
        <Button>{t('pay.submit', { amount: '$19.90' })}</Button>
        <LoadingOverlay {...args} />
      </div>
    );
  },
};

/** Closed until the button starts the action; the overlay covers the panel while it runs. */
export const OpenWhileWorking: Story = {
  args: { open: false },
  render: function Render(args) {
    const { t } = useLocale();
    const [open, setOpen] = useState(args.open);
    return (
      <div style={{ padding: 16 }}>
        <Button onClick={() => setOpen(true)}>{t('avatar.upload')}</Button>
        <LoadingOverlay {...args} open={open} message={args.message || t('avatar.uploading')} />
      </div>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('avatar.upload') }));
    await expect(canvas.getByRole('status', { name: t('loading.label') })).toHaveTextContent(t('avatar.uploading'));
  },
};

const messages = ['default', 'payment', 'long Chinese', 'long English'] as const;
const widths = ['phone (240 px)', 'panel (400 px)'] as const;

/** Every message × panel width in one grid, each overlay contained in its own panel. */
export const AllVariants: Story = {
  parameters: {
    ...allVariantsParameters,
    ownPanels: true,
  },
  render: function Render(args) {
    const { t } = useLocale();
    const texts = {
      default: undefined,
      payment: t('pay.patience'),
      'long Chinese': longChineseText,
      'long English': longEnglishText,
    };
    return (
      <VariantGrid
        caption="LoadingOverlay: message × width"
        rows={messages}
        columns={widths}
        render={(message, width) => (
          <div
            style={{
              position: 'relative',
              width: width.startsWith('phone') ? 240 : 400,
              height: 200,
              borderRadius: 16,
              overflow: 'hidden',
              background: '#FBF6F2',
            }}
          >
            <LoadingOverlay {...args} message={texts[message]} />
          </div>
        )}
      />
    );
  },
};

/** Do: say what is happening. */
export const DoSayWhatIsHappening: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <div style={{ position: 'relative', height: 160, width: '100%' }}>
        <LoadingOverlay {...args} message={t('pay.patience')} />
      </div>
    );
  },
};

/** Don't: a bare spinner over a page that only needs to load a list. */
export const DontBareSpinner: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: (args) => (
    <div style={{ position: 'relative', height: 160, width: '100%' }}>
      <LoadingOverlay {...args} message="…" />
    </div>
  ),
};
