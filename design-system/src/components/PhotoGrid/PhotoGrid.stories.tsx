import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PhotoGrid, type Photo } from './PhotoGrid';
import { VariantGrid } from '../../docs/VariantGrid';
import { useLocale } from '../../i18n/LocaleProvider';
import { scenery } from '../../testing/fixtures';
import { docsExample } from '../../docs/docsExample';

const at = (y: number, m: number, d: number, h = 12) => Math.floor(new Date(y, m - 1, d, h).getTime() / 1000);
const photos: Photo[] = [
  { pid: 1, img: scenery(0, 400, 400), create_time: at(2025, 6, 14, 9) },
  { pid: 2, img: scenery(1, 400, 400), create_time: at(2025, 6, 14, 18) },
  { pid: 3, img: scenery(2, 400, 400), create_time: at(2025, 6, 14, 20) },
  { pid: 4, img: scenery(3, 400, 400), create_time: at(2025, 5, 2) },
  { pid: 5, img: scenery(4, 400, 400), create_time: at(2025, 5, 2, 15) },
  { pid: 6, img: scenery(5, 400, 400), create_time: at(2024, 12, 24) },
];
/** Twenty photos of one holiday, plus a portrait-shaped and a panorama picture. */
const manyPhotos: Photo[] = [
  ...Array.from({ length: 20 }, (_, i) => ({
    pid: 100 + i,
    img: scenery(i, 400, 400),
    create_time: at(2025, 6, 1, 8) + i * 600,
  })),
  { pid: 200, img: scenery(1, 300, 900), create_time: at(2025, 5, 30) },
  { pid: 201, img: scenery(2, 1600, 400), create_time: at(2025, 5, 30, 13) },
];
const albums = {
  'Six photos on three days': photos,
  'Many photos, odd shapes': manyPhotos,
  'One photo': photos.slice(0, 1),
  Empty: [],
};

const meta = {
  title: 'Components/PhotoGrid',
  component: PhotoGrid,
  args: { photos, onOpen: fn() },
  argTypes: { photos: { options: Object.keys(albums), mapping: albums, control: { type: 'select' } } },
  parameters: {
    docs: {
      description: {
        component:
          'A member’s album: square thumbnails grouped under a heading per day, newest first; a click opens a photo large, and on the own album each photo has a delete button.',
      },
    },
  },
} satisfies Meta<typeof PhotoGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (text: string) => ({ docs: { description: { story: text } } });

/** Someone else's album: grouped by day, newest first. */
export const Album: Story = { parameters: story('Someone else’s album: grouped by day, newest first.') };
/** Own album: each photo can be deleted. */
export const OwnAlbum: Story = {
  args: { onDelete: fn() },
  parameters: story('The own album: each photo has a delete button.'),
};
export const Empty: Story = { args: { photos: [] }, parameters: story('No photos yet: the empty state.') };
export const ManyPhotos: Story = {
  args: { photos: manyPhotos, onDelete: fn() },
  parameters: story('Overflow: twenty photos on one day wrap into rows; tall and wide pictures are cropped square.'),
};
export const TileHovered: Story = {
  args: { photos: photos.slice(0, 3), onDelete: fn() },
  parameters: { pseudo: { hover: true }, ...story('Pointer over the photos and their delete buttons.') },
};
export const TileFocused: Story = {
  args: { photos: photos.slice(0, 3), onDelete: fn() },
  parameters: {
    pseudo: { focusVisible: true },
    ...story('Keyboard focus: the inset focus ring on the photos and the ring on delete.'),
  },
};

const rows = ['album', 'own album', 'one photo', 'empty'] as const;

/** Every state at phone and desktop width. */
export const AllVariants: Story = {
  parameters: {
    controls: { disable: true },
    ...story('Someone else’s album, the own album, one photo and none (rows) at 320 and 560 px (columns).'),
  },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <VariantGrid
        caption="PhotoGrid: state × width"
        rows={rows}
        columns={['320 px', '560 px'] as const}
        render={(row, column) => (
          <div style={{ width: column === '320 px' ? 320 : 560 }}>
            <PhotoGrid
              {...args}
              photos={row === 'empty' ? [] : row === 'one photo' ? photos.slice(0, 1) : photos.slice(0, 4)}
              onDelete={row === 'own album' ? fn() : undefined}
              // One landmark name per grid cell (axe: landmark-unique), the empty state's region too.
              aria-labelledby={undefined}
              aria-label={`${t(row === 'empty' ? 'photo.empty' : 'photo.label')}: ${row}, ${column}`}
            />
          </div>
        )}
      />
    );
  },
};

/** Do: delete buttons only on the member's own album (this one is someone else's). */
export const DoDeleteOnOwnAlbum: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { photos: photos.slice(0, 3) },
};

/** Don't: delete buttons on someone else's photos; the viewer cannot delete them. */
export const DontDeleteOthersPhotos: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { photos: photos.slice(0, 3), onDelete: fn() },
};
