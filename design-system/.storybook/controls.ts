import { isValidElement } from 'react';
import type { ReactRenderer } from '@storybook/react-vite';
import type { ArgTypesEnhancer, StrictArgTypes } from 'storybook/internal/types';

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
    const summary = argType.table?.type?.summary;
    if (summary && summary.length > maxTypeSummary) {
      next.table = {
        ...argType.table,
        type: { summary: summary.includes('ReactNode') ? 'ReactNode' : 'object', detail: summary },
      };
    }
    result[name] = next;
  }
  return result;
};
