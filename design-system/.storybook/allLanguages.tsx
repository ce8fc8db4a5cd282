import type { ReactNode } from 'react';
import styled from 'styled-components';
import { KindredProvider } from '../src/provider/KindredProvider';
import { languageTag, localeNames, type Locale } from '../src/i18n/locales';
import type { ColorScheme, ThemeName } from '../src/tokens/themes';

/** The toolbar's "All languages": the story in zh-Hant, zh-Hans and English side by side. */
export const ALL_LANGUAGES = 'all';
const ORDER: readonly Locale[] = ['zhtw', 'zhcn', 'en'];

/** The story's frame: the app canvas of the active scheme, a phone's width in the mobile theme. */
export const Frame = styled.div<{ $width?: number }>`
  max-width: ${({ $width }) => ($width ? `${$width}px` : 'none')};
  margin: ${({ $width }) => ($width ? '0 auto' : '0')};
  background: ${({ theme }) => theme.color.background.canvas};
  color: ${({ theme }) => theme.color.text.primary};
`;

const Row = styled.div`
  display: flex;
  gap: 16px;
  align-items: flex-start;
  overflow-x: auto;
`;

const Column = styled(Frame)`
  flex: 1 0 ${({ $width }) => ($width ? `${$width}px` : '320px')};
  margin: 0;
`;

const Caption = styled.p`
  margin: 0 0 8px;
  font:
    600 12px/16px system-ui,
    sans-serif;
  color: ${({ theme }) => theme.color.text.secondary};
`;

interface AllLanguagesProps {
  theme: ThemeName;
  scheme: ColorScheme;
  /** Each column's width (a phone's in the mobile theme); none: they share the canvas. */
  width?: number;
  /** The story, rendered once a language. */
  render: () => ReactNode;
}

/** One column a language, each in its own provider, headed by the language's own name. */
export function AllLanguages({ theme, scheme, width, render }: AllLanguagesProps) {
  return (
    <Row>
      {ORDER.map((locale) => (
        <KindredProvider key={locale} theme={theme} colorScheme={scheme} locale={locale}>
          <Column data-theme={theme} lang={languageTag[locale]} $width={width}>
            <Caption>{localeNames[locale]}</Caption>
            {render()}
          </Column>
        </KindredProvider>
      ))}
    </Row>
  );
}
