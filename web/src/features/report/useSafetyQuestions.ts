/**
 * "Does this bother you?" under received flagged messages (docs/safety.md), for both layouts' chat and
 * mail screens: `questionFor` gives the design system's SafetyQuestion props for a message, or null
 * when nothing is asked (the member's own message, one nobody flagged, or one already answered).
 */
import { useCallback, useState } from 'react';
import type { SafetyQuestionState, SafetyQuestionTexts } from '../../app/ui';
import { getSession } from '../../app/session';
import { readAnswered, rememberAnswer, reportAndBlock, type EvidenceKind } from './safetyApi';
import { useSafetyTexts } from './safetyTexts';

export interface AskedMessage {
  /** The chat message's mid or the mail's eid. */
  id: number;
  senderId: number;
  flagged: boolean;
  mine: boolean;
}

export interface SafetyQuestionProps {
  texts: SafetyQuestionTexts;
  state: SafetyQuestionState;
  onReportAndBlock: () => void;
  onDismiss: () => void;
}

export function useSafetyQuestions(kind: EvidenceKind) {
  const texts = useSafetyTexts().question;
  const memberId = getSession()?.id ?? 0;
  const [answered, setAnswered] = useState(() => readAnswered(memberId));
  const [states, setStates] = useState<Record<number, SafetyQuestionState>>({});

  const questionFor = useCallback(
    (message: AskedMessage): SafetyQuestionProps | null => {
      if (!message.flagged || message.mine || !(message.id > 0)) return null;
      const state = states[message.id] ?? 'asking';
      if (state !== 'done' && answered.has(`${kind}:${message.id}`)) return null;
      const answer = () => setAnswered(rememberAnswer(memberId, `${kind}:${message.id}`));
      return {
        texts,
        state,
        onReportAndBlock: () => {
          if (state === 'sending' || state === 'done') return;
          setStates((s) => ({ ...s, [message.id]: 'sending' }));
          void reportAndBlock(kind, message.id, message.senderId).then((ok) => {
            setStates((s) => ({ ...s, [message.id]: ok ? 'done' : 'failed' }));
            if (ok) answer();
          });
        },
        onDismiss: answer,
      };
    },
    [answered, kind, memberId, states, texts],
  );

  return questionFor;
}
