/**
 * The chat translation helper (docs/product.md sections 5 and 8, docs/architecture.md section 6): while it is on, the
 * draft is sent to /member/index/translate 500 ms after typing stops; an empty result is refused and
 * -1 means the credits run low (recharge or upgrade).
 */
import { useEffect, useRef, useState } from 'react';
import { post } from '../../app/api';

export const TRANSLATE_DELAY_MS = 500;
export type TranslateTarget = 'en' | 'zh' | 'cht';
export const translateTargets: TranslateTarget[] = ['en', 'zh', 'cht'];

export type TranslationState =
  | { status: 'idle' }
  | { status: 'pending'; source: string }
  | { status: 'done'; source: string; text: string }
  | { status: 'empty'; source: string }
  | { status: 'lowCredits'; source: string }
  | { status: 'failed'; source: string; msg: string };

/** The default target: English for Chinese interfaces, simplified Chinese for English. */
export function defaultTarget(locale: string): TranslateTarget {
  return locale === 'en' ? 'zh' : 'en';
}

export function useChatTranslation(on: boolean, draft: string, to: TranslateTarget): TranslationState {
  const [state, setState] = useState<TranslationState>({ status: 'idle' });
  const latest = useRef(0);

  useEffect(() => {
    const source = draft.trim();
    const request = ++latest.current;
    if (!on || !source) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'pending', source });
    const timer = setTimeout(async () => {
      const answer = await post<{ dst?: string }>('/member/index/translate', { content: source, to });
      if (request !== latest.current) return;
      if (answer.status === 200) {
        const text = (answer.data?.dst ?? '').trim();
        setState(text ? { status: 'done', source, text } : { status: 'empty', source });
      } else if (answer.status === -1) {
        setState({ status: 'lowCredits', source });
      } else {
        setState({ status: 'failed', source, msg: answer.msg });
      }
    }, TRANSLATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [on, draft, to]);

  return state;
}
