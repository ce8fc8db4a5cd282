import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Notice } from '../Notice';
import { Select, type SelectOption } from '../Select';
import { Text } from '../Typography';
import { NoticesRoot } from './ConversationNotices.styles';

/**
 * Why the conversation stops the member: `notAllowed` (opt 7, this plan may not write to the partner),
 * `upgrade` (opt 8, the free messages are used up), `lowCredits` (too few credits to translate).
 */
export type ConversationNoticeKind = 'notAllowed' | 'upgrade' | 'lowCredits';

export type ConversationNotice = {
  kind: ConversationNoticeKind;
  /** The sentence shown, in the member's language (the server's message for opt 7 and 8). */
  message: string;
};

/** The translation strip's words, in the member's language (the app's texts: they ship with the chat screens). */
export type ConversationNoticesTexts = {
  /** The language choice's label: "Translate into". */
  translateTo: string;
  /** The translated draft's name for screen readers: "Translation". */
  translation: string;
  /** While the draft is being translated. */
  translating: string;
  /** When the draft has no translation. */
  translateEmpty: string;
};

/** The draft's translation as the strip shows it; `idle` shows no line (nothing typed, or it failed). */
export type DraftTranslation =
  { status: 'idle' } | { status: 'pending' } | { status: 'empty' } | { status: 'done'; text: string };

export type ConversationTranslation = {
  /** The chosen language's value. */
  target: string;
  /** The languages to translate into, each named in the member's language. */
  languages: readonly SelectOption[];
  onTargetChange: (target: string) => void;
  draft: DraftTranslation;
};

export type ConversationNoticesProps = ComponentPropsWithoutRef<'div'> & {
  texts: ConversationNoticesTexts;
  /** The conversation's notice, or null while nothing stops the member. */
  notice?: ConversationNotice | null;
  /** The layout's link to the upgrade screen: every notice offers it. */
  upgradeAction?: ReactNode;
  /** The layout's link to recharging: a low balance offers it before the upgrade. */
  rechargeAction?: ReactNode;
  /** The language and the translated draft while translation is on; null (or left out) while it is off. */
  translation?: ConversationTranslation | null;
};

/**
 * The strips above a conversation's composer in both layouts: what stops the member (an upgrade
 * notice or a low balance, with the layout's links) and, while translation is on, its language and
 * the translated draft. Renders nothing when there is neither.
 */
export const ConversationNotices = forwardRef<HTMLDivElement, ConversationNoticesProps>(function ConversationNotices(
  { texts, notice, upgradeAction, rechargeAction, translation, ...rest },
  ref,
) {
  if (!notice && !translation) return null;
  const lowCredits = notice?.kind === 'lowCredits';
  const draft = translation?.draft;
  return (
    <NoticesRoot ref={ref} {...rest}>
      {notice && (
        <Notice
          role="alert"
          tone={lowCredits ? 'warning' : 'upgrade'}
          actions={
            lowCredits ? (
              <>
                {rechargeAction}
                {upgradeAction}
              </>
            ) : (
              upgradeAction
            )
          }
        >
          <Text>{notice.message}</Text>
        </Notice>
      )}
      {translation && (
        <Notice>
          <Select
            label={texts.translateTo}
            value={translation.target}
            onValueChange={translation.onTargetChange}
            options={[...translation.languages]}
          />
          <Text role="status" aria-label={texts.translation}>
            {draft?.status === 'done' && draft.text}
            {draft?.status === 'pending' && texts.translating}
            {draft?.status === 'empty' && texts.translateEmpty}
          </Text>
        </Notice>
      )}
    </NoticesRoot>
  );
});
