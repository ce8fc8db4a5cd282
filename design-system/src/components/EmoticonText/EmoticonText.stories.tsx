import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { EmoticonText } from './EmoticonText';
import { VariantGrid } from '../../docs/VariantGrid';
import { docsExample } from '../../docs/docsExample';
import { useExampleText } from '../../docs/exampleTexts';

const samples = {
  'Text and emoticons': 'Hi Mei [smile] dinner on Friday? [wine][rose]',
  Chinese: '今天好開心[laugh]，謝謝你的禮物[heart][heart]',
  'Emoticons only': '[hug][kiss][love]',
  'Unknown codes': 'See [appendix] and [smile',
  'Long link without spaces': 'https://kindred.example/w/home/user/detail/100?from=newsfeed&utm_campaign=summer[smile]',
};

/** In a paragraph, as in a message; the grid story brings its own paragraphs. */
const inParagraph: Decorator = (Story, { parameters }) =>
  parameters.ownParagraphs ? (
    <Story />
  ) : (
    <p style={{ maxWidth: 320 }}>
      <Story />
    </p>
  );

const meta = {
  title: 'Components/EmoticonText',
  component: EmoticonText,
  args: { text: samples['Text and emoticons'] },
  argTypes: { text: { control: 'text' } },
  decorators: [inParagraph],
  parameters: {
    docs: {
      description: {
        component:
          'Message text with bracketed emoticon codes drawn as 24 px pictures, named in the member’s language; unknown codes stay as written.',
      },
    },
  },
} satisfies Meta<typeof EmoticonText>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (text: string) => ({ docs: { description: { story: text } } });

export const Mixed: Story = { parameters: story('Text with emoticons in the middle and at the end.') };
export const Chinese: Story = {
  args: { text: samples.Chinese },
  parameters: story('Chinese text: the pictures sit on the line like characters.'),
};
export const OnlyEmoticons: Story = {
  args: { text: samples['Emoticons only'] },
  parameters: story('Only emoticons: each one is a named picture.'),
};
/** Unknown codes and stray brackets are left as text. */
export const UnknownCodes: Story = {
  args: { text: samples['Unknown codes'] },
  parameters: story('Unknown codes and stray brackets are left as text.'),
};
export const LongLink: Story = {
  args: { text: samples['Long link without spaces'] },
  parameters: story('Overflow: the text breaks wherever it must, so a long link never widens its container.'),
};
export const LineBreaks: Story = {
  args: { text: '週五晚上有空嗎？[smile]\n七點在信義區見\n不見不散[heart]' },
  parameters: story('Line breaks the member typed are kept.'),
};

const rows = Object.keys(samples) as Array<keyof typeof samples>;

/** Every kind of content at two widths. */
export const AllVariants: Story = {
  parameters: {
    controls: { disable: true },
    ownParagraphs: true,
    ...story('Every kind of content (rows) at 160 and 320 px (columns).'),
  },
  render: (args) => (
    <VariantGrid
      caption="EmoticonText: content × width"
      rows={rows}
      columns={['160 px', '320 px'] as const}
      render={(row, column) => (
        <p style={{ width: column === '160 px' ? 160 : 320, margin: 0 }}>
          <EmoticonText {...args} text={samples[row]} />
        </p>
      )}
    />
  ),
};

/** Do: member text drawn through EmoticonText, so codes become pictures. */
export const DoDrawTheCodes: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render(args) {
    const text = useExampleText();
    return (
      <EmoticonText
        {...args}
        text={text({
          zhtw: '謝謝你的玫瑰[rose][heart]',
          zhcn: '谢谢你的玫瑰[rose][heart]',
          en: 'Thank you for the rose [rose][heart]',
        })}
      />
    );
  },
};

/** Don't: the raw text, where members see the codes. */
export const DontRawCodes: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const text = useExampleText();
    return (
      <>
        {text({
          zhtw: '謝謝你的玫瑰[rose][heart]',
          zhcn: '谢谢你的玫瑰[rose][heart]',
          en: 'Thank you for the rose [rose][heart]',
        })}
      </>
    );
  },
};
