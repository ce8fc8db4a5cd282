import type { Locale } from '../i18n/locales';

const columns: Array<[Locale, string]> = [
  ['zhtw', 'zh-Hant'],
  ['zhcn', 'zh-Hans'],
  ['en', 'en'],
];

const cell = {
  padding: '6px 12px',
  borderBottom: '1px solid #E5E0DA',
  textAlign: 'start',
  verticalAlign: 'top',
} as const;

/** A docs page's text table: a row per name, its words in zhtw, zhcn and en. */
export function LanguagesTable({
  heading,
  names,
  textOf,
}: {
  heading: string;
  names: string[];
  textOf: (locale: Locale, name: string) => string;
}) {
  return (
    <table style={{ borderCollapse: 'collapse', margin: '16px 0', fontSize: 14, width: '100%' }}>
      <thead>
        <tr>
          <th scope="col" style={cell}>
            {heading}
          </th>
          {columns.map(([locale]) => (
            <th key={locale} scope="col" style={cell}>
              {locale}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, fontWeight: 400 }}>
              <code>{name}</code>
            </th>
            {columns.map(([locale, lang]) => (
              <td key={locale} lang={lang} style={cell}>
                {textOf(locale, name)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
