import type { StrictArgTypes } from 'storybook/internal/types';
import { documentedDefaults, literalDefault, readableControls } from '../../.storybook/controls';
import { applyForcedStates } from '../../.storybook/forcedStates';

type Context = Parameters<typeof documentedDefaults>[0];
const context = (argTypes: StrictArgTypes, initialArgs: Record<string, unknown> = {}) =>
  ({ argTypes, initialArgs }) as unknown as Context;

describe('props tables', () => {
  it('reads a documented default that is a plain value', () => {
    expect(literalDefault("'primary'")).toBe('primary');
    expect(literalDefault('"md"')).toBe('md');
    expect(literalDefault('3')).toBe(3);
    expect(literalDefault('false')).toBe(false);
    expect(literalDefault('() => {}')).toBeUndefined();
    expect(literalDefault(undefined)).toBeUndefined();
  });

  it('starts a select at its documented default, never over a value the story sets', () => {
    const argTypes = {
      variant: {
        name: 'variant',
        control: { type: 'select' },
        options: ['primary', 'ghost'],
        table: { defaultValue: { summary: "'primary'" } },
      },
      size: { name: 'size', control: 'radio', options: ['sm', 'md'], table: { defaultValue: { summary: "'md'" } } },
      tone: { name: 'tone', control: 'select', options: ['a'], table: { defaultValue: { summary: "'elsewhere'" } } },
      label: { name: 'label', control: 'text', table: { defaultValue: { summary: "'Send'" } } },
    } as unknown as StrictArgTypes;
    expect(documentedDefaults(context(argTypes, { size: 'sm' }))).toEqual({ variant: 'primary' });
  });

  it('keeps a union of values readable and shortens other long types to their kind', () => {
    const union = '"info" | "warning" | "upgrade" | "danger" | "success" | "neutral"';
    const callback = '(value: string, event: ChangeEvent<HTMLInputElement>) => void';
    const argTypes = {
      tone: { name: 'tone', table: { type: { summary: union } } },
      onChange: { name: 'onChange', table: { type: { summary: callback } } },
    } as unknown as StrictArgTypes;
    const result = readableControls(context(argTypes) as never);
    expect(result.tone.table?.type?.summary).toBe(union);
    expect(result.onChange.table?.type).toEqual({ summary: 'function', detail: callback });
  });
});

describe('forced states on docs pages', () => {
  it('marks the chosen elements of one copy of a story, and the whole copy for a true state', () => {
    const copy = document.createElement('div');
    copy.innerHTML =
      '<span data-state="hover"><button>a</button></span><span data-state="pressed"><button>b</button></span>';
    applyForcedStates(copy, { hover: ['[data-state="hover"] button'], active: '[data-state="pressed"] button' });
    const [a, b] = copy.querySelectorAll('button');
    expect([...a.classList]).toEqual(['pseudo-hover']);
    expect([...b.classList]).toEqual(['pseudo-active']);
    applyForcedStates(copy, { focusVisible: true, unknown: true });
    expect([...copy.classList]).toEqual(['pseudo-focus-visible-all']);
  });
});

describe('mapped selects', () => {
  it('start at the option whose value is the documented default', () => {
    const argTypes = {
      payTypes: {
        name: 'payTypes',
        control: 'select',
        options: ['desktop', 'membership'],
        mapping: { desktop: [2, 3, 4, 5], membership: [0, 2, 3, 4, 5] },
        table: { defaultValue: { summary: '[2, 3, 4, 5]' } },
      },
      backgrounds: {
        name: 'backgrounds',
        control: { type: 'select' },
        options: ['photos', 'none'],
        mapping: { photos: ['a.jpg'], none: [] },
        table: { defaultValue: { summary: '[]' } },
      },
      values: {
        name: 'values',
        control: 'select',
        options: ['filled'],
        mapping: { filled: { name: 'Mei' } },
        table: { defaultValue: { summary: '{}' } },
      },
    } as unknown as StrictArgTypes;
    expect(documentedDefaults(context(argTypes))).toEqual({ payTypes: 'desktop', backgrounds: 'none' });
  });
});

describe('union types', () => {
  it('spell out the values react-docgen-typescript calls an enum', () => {
    const argTypes = {
      tone: {
        name: 'tone',
        type: { name: 'enum', value: ['info', 'warning'] },
        table: { type: { summary: 'enum' } },
      },
    } as unknown as StrictArgTypes;
    expect(readableControls(context(argTypes) as never).tone.table?.type?.summary).toBe('"info" | "warning"');
  });
});
