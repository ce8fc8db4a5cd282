import { isValidElement } from 'react';
import type { ReactRenderer } from '@storybook/react-vite';
import type { ArgsEnhancer, ArgTypesEnhancer, StrictArgTypes } from 'storybook/internal/types';

type ArgType = StrictArgTypes[string];

/** Longest type shown in a props table's Description column; longer ones show their name only. */
const maxTypeSummary = 48;

function isDataUri(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('data:');
}

/** Props whose control would dump JSON, a React element or a data URI into the props table. */
function unreadable(argType: ArgType, value: unknown): boolean {
  const type = argType.type;
  const typeName = typeof type === 'string' ? type : type?.name;
  if (typeName === 'object' || typeName === 'array' || typeName === 'other' || typeName === 'intersection') return true;
  if (isValidElement(value) || isDataUri(value)) return true;
  if (value instanceof Date) return true;
  return value !== null && typeof value === 'object';
}

const literal = String.raw`(?:"[^"]*"|'[^']*'|-?\d+(?:\.\d+)?|true|false|null)`;
/** `"info" | "warning" | "upgrade"`: the values a prop takes. */
const literalUnion = new RegExp(`^${literal}(?: \\| ${literal})*$`);

function kindOf(summary: string): string {
  if (summary.includes('ReactNode') || summary.includes('ReactElement')) return 'ReactNode';
  if (/=>/.test(summary)) return 'function';
  if (/\[\]$|^Array</.test(summary)) return 'array';
  return 'object';
}

/**
 * Props tables that fit their column: object, node, date and data-URI props get no control (the
 * stories show them), and long inline types are cut to a short summary.
 */
export const readableControls: ArgTypesEnhancer<ReactRenderer> = ({ argTypes, initialArgs }) => {
  const result: StrictArgTypes = {};
  const names = new Set([...Object.keys(argTypes), ...Object.keys(initialArgs ?? {})]);
  for (const name of names) {
    const argType: ArgType = { ...argTypes[name], name: argTypes[name]?.name ?? name };
    const next: ArgType = { ...argType };
    if (argType.control === undefined && unreadable(argType, initialArgs?.[name])) next.control = false;
    // react-docgen-typescript names a union of values `enum`: spell the values out.
    const values = argType.type?.name === 'enum' ? argType.type.value : undefined;
    if (argType.table?.type?.summary === 'enum' && values?.length) {
      const spelled = values.map((value) => (typeof value === 'string' ? `"${value}"` : String(value))).join(' | ');
      next.table = { ...argType.table, type: { ...argType.table.type, summary: spelled } };
    }
    const summary = next.table?.type?.summary;
    // A union of values wraps at its bars and stays readable; other long types show their kind.
    if (summary && summary.length > maxTypeSummary && !literalUnion.test(summary)) {
      next.table = { ...next.table, type: { summary: kindOf(summary), detail: summary } };
    }
    result[name] = next;
  }
  return result;
};

/** A documented default (`'primary'`, `3`, `true`) as a value, or undefined when it is not a plain literal. */
export function literalDefault(summary: string | undefined): string | number | boolean | undefined {
  if (!summary) return undefined;
  const text = summary.trim();
  const quoted = /^(['"`])(.*)\1$/.exec(text);
  if (quoted) return quoted[2];
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (text === 'true' || text === 'false') return text === 'true';
  return undefined;
}

/** A documented default written as JSON (`[2, 3, 4, 5]`, `{}`), normalised, or undefined. */
function jsonDefault(summary: string | undefined): string | undefined {
  try {
    return summary === undefined ? undefined : JSON.stringify(JSON.parse(summary));
  } catch {
    return undefined;
  }
}

/**
 * Selects and radio groups show the value the component uses: a prop the story leaves out starts at
 * its documented default, instead of an empty "Choose option…" that hides which variant is shown.
 */
export const documentedDefaults: ArgsEnhancer<ReactRenderer> = ({ argTypes, initialArgs }) => {
  const args: Record<string, unknown> = {};
  for (const [name, argType] of Object.entries(argTypes)) {
    if (initialArgs[name] !== undefined) continue;
    const control = argType.control;
    const kind = typeof control === 'string' ? control : control ? control.type : undefined;
    const options: readonly unknown[] | undefined =
      argType.options ?? (argType.type?.name === 'enum' ? argType.type.value : undefined);
    if (!kind || !/select|radio/.test(kind) || !options) continue;
    const summary = argType.table?.defaultValue?.summary;
    const value = literalDefault(summary);
    if (value !== undefined && options.includes(value)) {
      args[name] = value;
      continue;
    }
    // A select over mapped values (`mapping`): the option whose value is the default (`[]`, `{}`, `[2, 3]`).
    const mapped = argType.mapping && jsonDefault(summary);
    const option = mapped
      ? options.find((key) => JSON.stringify(argType.mapping?.[String(key)]) === mapped)
      : undefined;
    if (option !== undefined) args[name] = option;
  }
  return args;
};
