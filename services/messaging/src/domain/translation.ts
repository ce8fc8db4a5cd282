import { InputError } from '@kindred/kit';
import { Authority, has, type Sender } from './members';

export const TRANSLATE_MAX = 2000;
export const TRANSLATION_PRICE = '1.00';
export type Target = 'en' | 'zh' | 'cht';
const targets: readonly string[] = ['en', 'zh', 'cht'];

export interface TranslationJob {
  content: string;
  to: Target;
  /** zh <-> cht is converted on the server; everything else goes to the provider. */
  route: 'local' | 'provider';
  charged: boolean;
}

const HAN = /\p{Script=Han}/u;
const LATIN = /\p{Script=Latin}/u;

/**
 * What a translation request is: validated content and target, whether it stays local (Chinese text
 * to the other Chinese script, OpenCC) and whether it costs a credit (no
 * Free_use_of_the_translation_function).
 */
export function planTranslation(caller: Sender, content: string, to: string): TranslationJob {
  const text = typeof content === 'string' ? content.trim() : '';
  const errors: Record<string, string> = {};
  if (!text) errors.content = 'required';
  else if (text.length > TRANSLATE_MAX) errors.content = 'too_long';
  if (!targets.includes(to)) errors.to = 'invalid';
  if (Object.keys(errors).length) throw new InputError(errors);
  const target = to as Target;
  const chinese = HAN.test(text) && !LATIN.test(text);
  const route = target !== 'en' && chinese ? 'local' : 'provider';
  return { content: text, to: target, route, charged: !has(caller, Authority.freeTranslation) };
}
