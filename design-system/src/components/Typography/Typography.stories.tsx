import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, Text, TextLink } from './Typography';
import { useLocale } from '../../i18n/LocaleProvider';
import { allVariantsParameters, VariantGrid } from '../../docs/VariantGrid';
import { longChineseName, longEnglishName } from '../../testing/fixtures/longText';
import { docsExample } from '../../docs/docsExample';
import { useExampleText } from '../../docs/exampleTexts';

const meta = {
  title: 'Components/Typography',
  component: Heading,
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3] },
    size: { control: 'inline-radio', options: ['heading', 'title'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The text styles every screen uses: Heading (the screen title and section titles), Text (running text in three tones) and TextLink (brand-coloured, underlined on hover and focus only).',
      },
    },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A screen title: level 1 in the display font. */
export const ScreenTitle: Story = {
  render: function Render(args) {
    const { t } = useLocale();
    return <Heading {...args}>{t('pending.title')}</Heading>;
  },
};

/** A section: a level-2 title, its text and a link. */
export const Section: Story = {
  args: { level: 2 },
  render: function Render(args) {
    const { t } = useLocale();
    return (
      <div style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
        <Heading {...args}>{t('profile.photos')}</Heading>
        <Text>{t('empty.chatsHint')}</Text>
        <Text>
          <TextLink href="#upgrade">{t('nav.upgrade')}</TextLink>
        </Text>
      </div>
    );
  },
};

/** The three tones of Text and its caption size. */
export const TextTones: Story = {
  render: function Render() {
    const { t } = useLocale();
    return (
      <div style={{ display: 'grid', gap: 8, maxWidth: 360 }}>
        <Heading level={2}>{t('empty.title')}</Heading>
        <Text tone="primary">{t('pending.title')}</Text>
        <Text>{t('pending.body')}</Text>
        <Text tone="muted" size="caption">
          {t('empty.searchHint')}
        </Text>
      </div>
    );
  },
};

/** Long names break inside the column instead of widening it. */
export const LongWords: Story = {
  render: function Render() {
    return (
      <div style={{ display: 'grid', gap: 8, maxWidth: 280 }}>
        <Heading>{longChineseName}</Heading>
        <Heading level={2}>{longEnglishName}</Heading>
        <Text>
          <TextLink href="#member">{longEnglishName}</TextLink>
        </Text>
      </div>
    );
  },
};

const levels = ['level 1', 'level 2', 'level 3'] as const;
const sizes = ['heading', 'title'] as const;

/** Every heading level in both sizes, then every text tone with a link inside. */
export const AllVariants: Story = {
  parameters: allVariantsParameters,
  render: function Render() {
    const { t } = useLocale();
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <VariantGrid
          caption="Heading: level × size"
          rows={levels}
          columns={sizes}
          render={(level, size) => (
            <Heading level={Number(level.slice(-1)) as 1 | 2 | 3} size={size}>
              {t('profile.photos')}
            </Heading>
          )}
        />
        <VariantGrid
          caption="Text: tone × size, with a link"
          rows={['primary', 'secondary', 'muted'] as const}
          columns={['body', 'caption'] as const}
          render={(tone, size) => (
            <Text tone={tone} size={size}>
              {t('empty.title')} <TextLink href="#upgrade">{t('nav.upgrade')}</TextLink>
            </Text>
          )}
        />
      </div>
    );
  },
};

/** Do: one level-1 heading, sections below it, a link that says where it leads. */
export const DoHeadingOrder: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    const text = useExampleText();
    return (
      <div>
        <Heading>{t('menu.profile')}</Heading>
        <Heading level={2}>{t('photo.label')}</Heading>
        <Text>
          {text({ zhtw: '想看更多？', zhcn: '想看更多？', en: 'Want to see more?' })}{' '}
          <TextLink href="#upgrade">{t('nav.upgrade')}</TextLink>
        </Text>
      </div>
    );
  },
};

/** Don't: headings skipped for their size, a link that says nothing. */
export const DontSkippedHeadings: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: function Render() {
    const { t } = useLocale();
    const text = useExampleText();
    return (
      <div>
        <Heading level={3} size="heading">
          {t('menu.profile')}
        </Heading>
        <Text>
          {text({ zhtw: '想看更多？', zhcn: '想看更多？', en: 'Want to see more?' })}{' '}
          <TextLink href="#upgrade">{text({ zhtw: '點這裡', zhcn: '点这里', en: 'Click here' })}</TextLink>
        </Text>
      </div>
    );
  },
};
