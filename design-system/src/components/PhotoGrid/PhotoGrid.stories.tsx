import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PhotoGrid, type Photo } from './PhotoGrid';
import { scenery } from '../../testing/fixtures';

const at = (y: number, m: number, d: number, h = 12) => Math.floor(new Date(y, m - 1, d, h).getTime() / 1000);
const photos: Photo[] = [
  { pid: 1, img: scenery(0, 400, 400), create_time: at(2025, 6, 14, 9) },
  { pid: 2, img: scenery(1, 400, 400), create_time: at(2025, 6, 14, 18) },
  { pid: 3, img: scenery(2, 400, 400), create_time: at(2025, 6, 14, 20) },
  { pid: 4, img: scenery(3, 400, 400), create_time: at(2025, 5, 2) },
  { pid: 5, img: scenery(4, 400, 400), create_time: at(2025, 5, 2, 15) },
  { pid: 6, img: scenery(5, 400, 400), create_time: at(2024, 12, 24) },
];

const meta = {
  title: 'Components/PhotoGrid',
  component: PhotoGrid,
  args: { photos, onOpen: fn() },
} satisfies Meta<typeof PhotoGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Someone else's album: grouped by day, newest first. */
export const Album: Story = {};
/** Own album: each photo can be deleted. */
export const OwnAlbum: Story = { args: { onDelete: fn() } };
export const Empty: Story = { args: { photos: [] } };
