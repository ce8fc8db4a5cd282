/**
 * Props tables from the components' react-docgen output, without the JavaScript parser (acorn and
 * escodegen, 60 KB gzipped) that `@storybook/react/entry-preview-argtypes` loads into every story
 * frame only to turn a non-primitive default value (`() => {}`, `{ … }`) into a caption. Kindred's
 * components are TypeScript: the docgen types and descriptions come through unchanged; a long
 * default value shows as `func`, `array`, `element` or `object` with the source in its tooltip.
 * Registered in main.ts in place of that entry.
 */
import type { ArgTypes, ArgTypesExtractor, Parameters } from 'storybook/internal/types';
import {
  createSummaryValue,
  enhanceArgTypes,
  extractComponentDescription,
  extractComponentProps,
  hasDocgen,
  isTooLongForDefaultValueSummary,
  type PropDef,
} from 'storybook/internal/docs-tools';

const memo = Symbol.for('react.memo');

/** A default value's caption when its source is too long for the table. */
function caption(source: string): string {
  if (/^(\(|async\b|function\b)|=>/.test(source)) return 'func';
  if (source.startsWith('[')) return 'array';
  if (source.startsWith('<')) return 'element';
  return 'object';
}

function defaultValue(prop: PropDef): PropDef['defaultValue'] {
  const summary = prop.defaultValue?.summary;
  if (!summary || !isTooLongForDefaultValueSummary(summary)) return prop.defaultValue;
  return createSummaryValue(caption(summary.trim()), summary);
}

const extractArgTypes: ArgTypesExtractor = (component) => {
  if (!component) return null;
  // `memo(Component)` without docgen of its own: the docgen sits on the wrapped component.
  const target =
    !hasDocgen(component) && (component as { $$typeof?: symbol }).$$typeof === memo
      ? (component as { type: unknown }).type
      : component;
  const rows = extractComponentProps(target as never, 'props').map(({ propDef }) => propDef);
  return rows.reduce<ArgTypes>((argTypes, row) => {
    argTypes[row.name] = {
      name: row.name,
      description: row.description,
      type: { required: row.required, ...row.sbType } as ArgTypes[string]['type'],
      table: {
        type: row.type ?? undefined,
        jsDocTags: row.jsDocTags,
        defaultValue: defaultValue(row) ?? undefined,
      },
    };
    return argTypes;
  }, {});
};

export const parameters: Parameters = { docs: { extractArgTypes, extractComponentDescription } };
export const argTypesEnhancers = [enhanceArgTypes];
