/** The countries members come from (docs/product.md section 9), in the order the forms offer them. */
export const COUNTRIES = ['TW', 'MY', 'SG', 'KR', 'JP', 'HK', 'US', 'DK', 'MO'] as const;
export type Country = (typeof COUNTRIES)[number];

export function isCountry(value: string): value is Country {
  return (COUNTRIES as readonly string[]).includes(value);
}
