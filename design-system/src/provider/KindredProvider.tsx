import { useMemo, type ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { fontStacks } from '../tokens/base';
import { themes, withColorScheme, type ColorScheme, type KindredTheme, type ThemeName } from '../tokens/themes';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { languageTag, resolveLocale, type Locale } from '../i18n/locales';
import type { MessageKey, MessageValue } from '../i18n/messages';

/** The theme with the font stacks ordered for the language (Simplified or Traditional glyphs). */
export function themeForLocale(theme: KindredTheme, locale: Locale): KindredTheme {
  const simplified = locale === 'zhcn';
  return {
    ...theme,
    font: {
      ...theme.font,
      body: simplified ? fontStacks.simplified : fontStacks.traditional,
      display: simplified ? fontStacks.displaySimplified : fontStacks.displayTraditional,
    },
  };
}

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; color-scheme: ${({ theme }) => theme.colorScheme}; }
  body {
    margin: 0;
    background: ${({ theme }) => theme.color.background.canvas};
    color: ${({ theme }) => theme.color.text.primary};
    font-family: ${({ theme }) => theme.font.body};
    font-size: ${({ theme }) => theme.text.body.size};
    line-height: ${({ theme }) => theme.text.body.lineHeight};
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  button, input, select, textarea { font: inherit; color: inherit; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 1ms !important; transition-duration: 1ms !important; }
  }
`;

export interface KindredProviderProps {
  /** `mobile`, `desktop` or a full theme object. */
  theme?: ThemeName | KindredTheme;
  /** `light` or `dark` colours, for either form factor; unset keeps the theme's own (light for the named themes). */
  colorScheme?: ColorScheme;
  /** Interface language (en, zhcn, zhtw); unknown values fall back to zhtw. */
  locale?: Locale | string;
  /** Text overrides passed on to the `LocaleProvider`. */
  messages?: Partial<Record<MessageKey, MessageValue>>;
  /** Render the global reset and body styles (leave off when the app has its own). */
  withGlobalStyle?: boolean;
  children?: ReactNode;
}

/** Theme, language and global styles for everything built from the design system. */
export function KindredProvider({
  theme = 'mobile',
  colorScheme,
  locale,
  messages,
  withGlobalStyle = true,
  children,
}: KindredProviderProps) {
  const resolved = resolveLocale(locale);
  const named = typeof theme === 'string' ? themes[theme] : theme;
  const base = useMemo(() => (colorScheme ? withColorScheme(named, colorScheme) : named), [named, colorScheme]);
  const active = useMemo(() => themeForLocale(base, resolved), [base, resolved]);
  return (
    <ThemeProvider theme={active}>
      <LocaleProvider locale={resolved} messages={messages}>
        {withGlobalStyle && <GlobalStyle />}
        <div
          lang={languageTag[resolved]}
          data-color-scheme={active.colorScheme}
          style={{ fontFamily: active.font.body, colorScheme: active.colorScheme }}
        >
          {children}
        </div>
      </LocaleProvider>
    </ThemeProvider>
  );
}
