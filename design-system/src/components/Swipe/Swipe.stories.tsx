import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Swipe } from './Swipe';
import { scenery } from '../../testing/fixtures';
import { storyText } from '../../testing/storyText';
import { VariantGrid } from '../../docs/VariantGrid';
import { docsExample } from '../../docs/docsExample';

const slides = [0, 1, 2, 3].map((i) => ({ id: i + 1, src: scenery(i), alt: `Background photo ${i + 1}` }));

const meta = {
  title: 'Components/Swipe',
  component: Swipe,
  args: { slides, onIndexChange: fn() },
  argTypes: {
    slides: {
      control: 'select',
      options: ['four', 'one'],
      mapping: { four: slides, one: slides.slice(0, 1) },
      labels: { four: 'Four photos', one: 'One photo' },
    },
    height: { control: 'select', options: ['160px', '240px', '320px'] },
    interval: { control: { type: 'number', min: 1000, step: 500 } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The strip of background photos at the top of a profile: swipe or tap the dots to move; it advances every 3 s and pauses on hover, focus and with its pause button.',
      },
    },
  },
} satisfies Meta<typeof Swipe>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Profile background photos, advancing every 3 s. */
export const Autoplay: Story = {};
/** Moves only when the member swipes or taps a dot: no pause button. */
export const Manual: Story = { args: { autoplay: false } };
/** One photo: no dots, no pause button. */
export const SinglePhoto: Story = { args: { slides: slides.slice(0, 1) } };
/** Paused with its button: the button now offers to play again. */
export const Paused: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = storyText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('swipe.pause') }));
    await expect(canvas.getByRole('button', { name: t('swipe.play') })).toBeInTheDocument();
  },
};
/** A dot with keyboard focus. */
export const DotFocused: Story = {
  args: { autoplay: false },
  parameters: { pseudo: { focusVisible: ['button:nth-of-type(2)'] } },
};

const kinds = ['autoplay', 'manual', 'one photo'] as const;
const heights = ['160px', '240px'] as const;

/** Autoplay, manual and a single photo, at a short and the default height. */
export const AllVariants: Story = {
  parameters: { controls: { disable: true }, layout: 'fullscreen' },
  render: (args) => (
    <VariantGrid
      caption="Swipe: kind × height"
      rows={kinds}
      columns={heights}
      render={(kind, height) => (
        <div style={{ width: 280 }}>
          {/* Six strips on one page need six region names (axe: landmark-unique). */}
          <Swipe
            {...args}
            aria-label={`${kind}, ${height}`}
            height={height}
            autoplay={kind === 'autoplay'}
            slides={kind === 'one photo' ? slides.slice(0, 1) : slides}
          />
        </div>
      )}
    />
  ),
};

/** Do: autoplay with its pause button, so anyone can stop the movement. */
export const DoAutoplayWithPause: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { slides: slides.slice(0, 2), height: '120px', style: { width: '100%' } },
};

/** Don't: a strip used for a whole album. */
export const DontWholeAlbum: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: {
    slides: [...slides, ...slides].map((slide, index) => ({ ...slide, id: index })),
    autoplay: false,
    height: '120px',
    style: { width: '100%' },
  },
};
