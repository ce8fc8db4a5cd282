import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConversationNotices, type ConversationNoticeKind, type ConversationTranslation } from './ConversationNotices';
import { TextLink } from '../Typography';
import { chatStoryTexts } from '../../docs/chatStoryTexts';
import { docsExample } from '../../docs/docsExample';

const messageOf = (kind: ConversationNoticeKind, texts: ReturnType<typeof chatStoryTexts>) =>
  ({ notAllowed: texts.notAllowed, upgrade: texts.freeUsedUp, lowCredits: texts.lowCredits })[kind];

/** Translation on: its language and the draft as translated (the story fills in the words). */
const translating = (draft: ConversationTranslation['draft']): ConversationTranslation => ({
  target: '',
  languages: [],
  onTargetChange: fn(),
  draft,
});

const meta = {
  title: 'Components/ConversationNotices',
  component: ConversationNotices,
  args: {
    texts: chatStoryTexts({}).notices,
    notice: { kind: 'notAllowed', message: '' },
    translation: null,
  },
  argTypes: {
    texts: { control: false },
    notice: { control: 'object' },
    translation: { control: false },
    upgradeAction: { control: false },
    rechargeAction: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The strips above a conversation’s composer on /m and /w: what stops the member (with the upgrade and recharge links) and, while translation is on, its language and the translated draft.',
      },
    },
  },
  // The words follow the story's language; the chosen language follows the select.
  render: function Render(args, { globals }) {
    const texts = chatStoryTexts(globals);
    const [target, setTarget] = useState(texts.target);
    const { notice, translation } = args;
    const draft = translation?.draft;
    return (
      <ConversationNotices
        {...args}
        texts={texts.notices}
        notice={notice && { ...notice, message: notice.message || messageOf(notice.kind, texts) }}
        upgradeAction={<TextLink href="#upgrade">{texts.upgrade}</TextLink>}
        rechargeAction={<TextLink href="#recharge">{texts.recharge}</TextLink>}
        translation={
          translation && {
            target,
            languages: Object.entries(texts.languages).map(([value, label]) => ({ value, label })),
            onTargetChange: (value) => {
              setTarget(value);
              translation.onTargetChange(value);
            },
            draft:
              draft?.status === 'done'
                ? { status: 'done', text: draft.text || texts.draftTranslated }
                : translation.draft,
          }
        }
      />
    );
  },
} satisfies Meta<typeof ConversationNotices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opt 7: this plan may not start a chat with the partner; the upgrade link. */
export const NotAllowed: Story = {};
/** Opt 8: the free messages are used up; the upgrade link. */
export const FreeMessagesUsedUp: Story = { args: { notice: { kind: 'upgrade', message: '' } } };
/** Translation asked with too few credits: a warning with recharge first, then upgrade. */
export const LowCredits: Story = { args: { notice: { kind: 'lowCredits', message: '' } } };
/** Translation on, the draft being translated (500 ms after typing stops). */
export const Translating: Story = { args: { notice: null, translation: translating({ status: 'pending' }) } };
/** The translated draft under the language choice: what will be sent. */
export const Translated: Story = {
  args: { notice: null, translation: translating({ status: 'done', text: '' }) },
};
/** The service had no translation for the draft. */
export const NoTranslation: Story = { args: { notice: null, translation: translating({ status: 'empty' }) } };
/** Translation on, nothing typed yet: the language choice alone. */
export const TranslationOn: Story = { args: { notice: null, translation: translating({ status: 'idle' }) } };
/** A low balance while translating: the warning above the translation strip. */
export const LowCreditsWhileTranslating: Story = {
  args: { notice: { kind: 'lowCredits', message: '' }, translation: translating({ status: 'idle' }) },
};

/** Do: one notice, with the links that resolve it. */
export const DoOfferTheWayOut: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  args: { notice: { kind: 'lowCredits', message: '' } },
};

/** Don't: a notice without a way out; the member cannot tell what to do. */
export const DontNoWayOut: Story = {
  ...docsExample(),
  tags: ['!dev', '!autodocs'],
  render: (args, { globals }) => {
    const texts = chatStoryTexts(globals);
    return (
      <ConversationNotices
        {...args}
        texts={texts.notices}
        notice={{ kind: 'upgrade', message: texts.freeUsedUp }}
        translation={null}
      />
    );
  },
};
