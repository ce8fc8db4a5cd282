import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AvatarCropper } from './AvatarCropper';
import { portrait } from '../../testing/fixtures';

const meta = {
  title: 'Components/AvatarCropper',
  component: AvatarCropper,
  args: { onUpload: fn() },
} satisfies Meta<typeof AvatarCropper>;

export default meta;
type Story = StoryObj<typeof meta>;

const picture = portrait('Mei Lin');

/** Step 1: choose a picture. */
export const Choose: Story = {};
/** Step 2: crop, zoom 0. */
export const Crop: Story = { args: { defaultImageSrc: picture } };
export const CropZoomed: Story = { args: { defaultImageSrc: picture, defaultZoom: 60 } };
export const Uploading: Story = { args: { defaultImageSrc: picture, uploadState: 'uploading' } };
export const Success: Story = { args: { defaultImageSrc: picture, uploadState: 'success' } };
export const Failed: Story = { args: { defaultImageSrc: picture, uploadState: 'failed' } };
export const ErrorOnlyImg: Story = { args: { error: 'onlyImg' } };
export const ErrorOutOfSize: Story = { args: { error: 'outOfSize' } };
export const ErrorLowestPx: Story = { args: { error: 'lowestPx' } };
