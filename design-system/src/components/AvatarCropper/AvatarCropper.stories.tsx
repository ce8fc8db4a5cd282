import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AvatarCropper } from './AvatarCropper';
import { AvatarCropperDialog } from './AvatarCropperDialog';
import { VariantGrid } from '../../docs/VariantGrid';
import { useLocale } from '../../i18n/LocaleProvider';
import { portrait, scenery } from '../../testing/fixtures';
import { docsExample } from '../../docs/docsExample';

const picture = portrait('Mei Lin');
const pictures = { 'None (step 1)': undefined, Portrait: picture, 'Wide landscape': scenery(1, 1200, 500) };

const meta = {
  title: 'Components/AvatarCropper',
  component: AvatarCropper,
  args: { onUpload: fn() },
  argTypes: {
    defaultImageSrc: { options: Object.keys(pictures), mapping: pictures, control: { type: 'select' } },
    uploadState: {
      options: ['idle', 'uploading', 'success', 'failed'],
      control: {
        type: 'select',
        labels: { idle: 'idle', uploading: 'uploading (busy)', success: 'success', failed: 'failed (try again)' },
      },
    },
    error: {
      options: ['none', 'onlyImg', 'outOfSize', 'lowestPx', 'fail'],
      mapping: { none: null },
      control: {
        type: 'select',
        labels: {
          none: 'No error',
          onlyImg: 'onlyImg: not a gif, jpg or png',
          outOfSize: 'outOfSize: over 10 MB',
          lowestPx: 'lowestPx: under 300 × 300',
          fail: 'fail: upload failed',
        },
      },
    },
    defaultZoom: { control: { type: 'range', min: 0, max: 100 } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Changing the profile picture in three steps: choose a gif, jpg or png (at most 10 MB, at least 300 × 300), crop it in a 300 × 300 circle with zoom and dragging, upload the PNG.',
      },
    },
  },
} satisfies Meta<typeof AvatarCropper>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (text: string) => ({ docs: { description: { story: text } } });

/** Step 1: choose a picture. */
export const Choose: Story = { parameters: story('Step 1: choose a picture; the rules are written under the button.') };
/** Step 2: crop, zoom 0. */
export const Crop: Story = {
  args: { defaultImageSrc: picture },
  parameters: story('Step 2: crop at zoom 0 (the picture just covers the circle); drag to move it.'),
};
export const CropZoomed: Story = {
  args: { defaultImageSrc: picture, defaultZoom: 60 },
  parameters: story('Zoomed to 60: the picture is larger than the circle.'),
};
export const Uploading: Story = {
  args: { defaultImageSrc: picture, uploadState: 'uploading' },
  parameters: story('Loading: the upload runs; zoom and buttons are disabled and the section is busy.'),
};
export const Success: Story = {
  args: { defaultImageSrc: picture, uploadState: 'success' },
  parameters: story('Uploaded: the confirmation.'),
};
export const Failed: Story = {
  args: { defaultImageSrc: picture, uploadState: 'failed' },
  parameters: story('The upload failed: the error and “try again”.'),
};
export const ErrorOnlyImg: Story = {
  args: { error: 'onlyImg' },
  parameters: story('Error: the chosen file is not a gif, jpg or png.'),
};
export const ErrorOutOfSize: Story = {
  args: { error: 'outOfSize' },
  parameters: story('Error: the file is larger than 10 MB.'),
};
export const ErrorLowestPx: Story = {
  args: { error: 'lowestPx' },
  parameters: story('Error: the picture is smaller than 300 × 300 pixels.'),
};
export const ChooseFocused: Story = {
  parameters: {
    pseudo: { focusWithin: true, focusVisible: true, hover: true },
    ...story('The choose button with pointer and keyboard focus.'),
  },
};

/** AvatarCropperDialog: the small button that opens the cropper in a dialog (settings, the own profile). */
export const InDialog: Story = {
  parameters: story(
    '`AvatarCropperDialog`: a small button opens the cropper in a dialog; closing it lets the app forget the upload.',
  ),
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <AvatarCropperDialog
        triggerLabel={t('avatar.title')}
        title={t('avatar.title')}
        onUpload={args.onUpload}
        uploadState={args.uploadState ?? 'idle'}
        error={args.error ?? null}
        onClose={fn()}
      />
    );
  },
};

const rows = ['choose', 'wrong type', 'too large', 'too small', 'uploading', 'failed'] as const;

/** Every step and message. */
export const AllVariants: Story = {
  parameters: {
    controls: { disable: true },
    ...story('Every step and message, one per row (the crop steps need the picture to load in the browser).'),
  },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <VariantGrid
        caption="AvatarCropper: step and message"
        rows={rows}
        columns={['mobile'] as const}
        render={(row) => (
          <div style={{ width: 340 }}>
            <AvatarCropper
              {...args}
              error={
                row === 'wrong type'
                  ? 'onlyImg'
                  : row === 'too large'
                    ? 'outOfSize'
                    : row === 'too small'
                      ? 'lowestPx'
                      : null
              }
              defaultImageSrc={row === 'uploading' || row === 'failed' ? picture : undefined}
              uploadState={row === 'uploading' ? 'uploading' : row === 'failed' ? 'failed' : 'idle'}
              // One landmark name per grid cell (axe: landmark-unique).
              aria-labelledby={undefined}
              aria-label={`${t('avatar.title')}: ${row}`}
            />
          </div>
        )}
      />
    );
  },
};

/** Do: the error names the rule that was broken. */
export const DoNameTheRule: Story = { ...docsExample(), tags: ['!dev', '!autodocs'], args: { error: 'lowestPx' } };

/** Don't: a generic failure for a file the member can fix themselves. */
export const DontGenericFailure: Story = { ...docsExample(), tags: ['!dev', '!autodocs'], args: { error: 'fail' } };
