import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Button } from '../Button';
import { QuestionActions, QuestionIcon, QuestionRoot, QuestionText } from './SafetyQuestion.styles';

/** The question's words, in the member's language (the app's texts: they ship with the chat and mail screens). */
export interface SafetyQuestionTexts {
  /** "Does this bother you?" */
  question: string;
  /** The one-tap action: report the sender with this message attached, and block them. */
  reportAndBlock: string;
  /** "No": the question goes away for this message. */
  dismiss: string;
  /** Said once the report is filed and the sender blocked. */
  done: string;
  /** Said when the report could not be filed (the action stays to try again). */
  failed: string;
}

/** asking (default), sending (the report is on its way), done, failed. */
export type SafetyQuestionState = 'asking' | 'sending' | 'done' | 'failed';

export type SafetyQuestionProps = ComponentPropsWithoutRef<'div'> & {
  texts: SafetyQuestionTexts;
  /** Where the answer stands. */
  state?: SafetyQuestionState;
  /** "Report and block": the app files the report with the message as evidence, then blocks. */
  onReportAndBlock: () => void;
  /** "No": the app forgets the question for this message. */
  onDismiss: () => void;
};

/**
 * Under a received message the wording check flagged (docs/safety.md): "Does this bother you?" with
 * a one-tap "Report and block" and "No". Once reported it says so, quietly, in place.
 */
export const SafetyQuestion = forwardRef<HTMLDivElement, SafetyQuestionProps>(function SafetyQuestion(
  { texts, state = 'asking', onReportAndBlock, onDismiss, ...rest },
  ref,
) {
  const id = useId();
  if (state === 'done') {
    return (
      <QuestionRoot ref={ref} role="status" $done {...rest}>
        <QuestionIcon aria-hidden="true">
          <ShieldCheck />
        </QuestionIcon>
        <QuestionText>{texts.done}</QuestionText>
      </QuestionRoot>
    );
  }
  return (
    <QuestionRoot ref={ref} role="group" aria-labelledby={`safety-${id}`} {...rest}>
      <QuestionIcon aria-hidden="true">
        <ShieldAlert />
      </QuestionIcon>
      <QuestionText id={`safety-${id}`}>{texts.question}</QuestionText>
      <QuestionActions>
        <Button size="sm" variant="danger" loading={state === 'sending'} onClick={onReportAndBlock}>
          {texts.reportAndBlock}
        </Button>
        <Button size="sm" variant="ghost" disabled={state === 'sending'} onClick={onDismiss}>
          {texts.dismiss}
        </Button>
      </QuestionActions>
      {state === 'failed' && <QuestionText role="alert">{texts.failed}</QuestionText>}
    </QuestionRoot>
  );
});
