import { UnavailableError } from '@kindred/kit';
import type { Target } from '../domain/translation';

/** LibreTranslate language codes of Kindred's targets (zt is its traditional Chinese). */
const code: Record<Target, string> = { en: 'en', zh: 'zh', cht: 'zt' };

export interface TranslationProvider {
  translate(text: string, to: Target): Promise<string>;
}

/** A LibreTranslate-compatible HTTP API: POST /translate {q, source, target, format, api_key}. */
export function libreTranslate(baseUrl: string, options: { apiKey?: string; timeoutMs: number }): TranslationProvider {
  const endpoint = new URL('translate', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).toString();
  return {
    async translate(text, to) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            q: text,
            source: 'auto',
            target: code[to],
            format: 'text',
            api_key: options.apiKey ?? '',
          }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch {
        throw new UnavailableError('translation_unavailable');
      }
      if (!response.ok) throw new UnavailableError('translation_unavailable');
      const body = (await response.json().catch(() => null)) as { translatedText?: unknown } | null;
      if (typeof body?.translatedText !== 'string') throw new UnavailableError('translation_unavailable');
      return body.translatedText;
    },
  };
}
