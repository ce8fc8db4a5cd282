import { forwardRef, useId, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { Select } from '../Select';
import { DateInput, ErrorText, Group, Legend, Parts } from './BirthdayPicker.styles';
import { fromParts, partOptions, toIsoDay, toParts } from './calendar';
import { useLocale } from '../../i18n/LocaleProvider';

export type BirthdayPickerProps = Omit<ComponentPropsWithoutRef<'fieldset'>, 'onChange' | 'defaultValue'> & {
  /** Group label. */
  label: string;
  /** Controlled date. */
  value?: Date | null;
  /** Uncontrolled initial date (registration defaults to 1990-01-01). */
  defaultValue?: Date | null;
  /** Called with a complete date. */
  onValueChange?: (date: Date) => void;
  /** Earliest date; 1950-01-01 by default. */
  min?: Date;
  /** Latest date; today by default. */
  max?: Date;
  /** `selects` (desktop year/month/day), `native` (phone date picker) or by theme. */
  variant?: 'auto' | 'selects' | 'native';
  /** Error message. */
  error?: ReactNode;
  /** Needed to submit. */
  required?: boolean;
};

interface Draft {
  year?: number;
  month?: number;
  day?: number;
}

/** Birthday between 1950 and today; the day list follows month lengths and leap years. */
export const BirthdayPicker = forwardRef<HTMLFieldSetElement, BirthdayPickerProps>(function BirthdayPicker(
  {
    label,
    value,
    defaultValue = null,
    onValueChange,
    min = new Date(1950, 0, 1),
    max = new Date(),
    variant = 'auto',
    error,
    required,
    disabled,
    ...rest
  },
  ref,
) {
  const { t } = useLocale();
  const theme = useTheme();
  const autoId = useId();
  const legendId = `birthday-${autoId}`;
  const errorId = error ? `${legendId}-error` : undefined;
  const [draft, setDraft] = useState<Draft>(() => (defaultValue ? toParts(defaultValue) : {}));
  const current: Draft = value !== undefined ? (value ? toParts(value) : {}) : draft;
  const minParts = toParts(min);
  const maxParts = toParts(max);
  const mode = variant === 'auto' ? (theme.name === 'desktop' ? 'selects' : 'native') : variant;

  const commit = (next: Draft) => {
    const { years, months } = partOptions(minParts, maxParts, next.year, next.month);
    const fixed: Draft = { ...next };
    if (fixed.year !== undefined && !years.includes(fixed.year)) fixed.year = undefined;
    if (fixed.month !== undefined && !months.includes(fixed.month)) fixed.month = months[months.length - 1];
    if (fixed.day !== undefined && fixed.year !== undefined && fixed.month !== undefined) {
      const { days } = partOptions(minParts, maxParts, fixed.year, fixed.month);
      // 31 March -> February keeps the last valid day rather than losing the choice.
      if (!days.includes(fixed.day)) fixed.day = fixed.day > days[days.length - 1] ? days[days.length - 1] : days[0];
    }
    if (value === undefined) setDraft(fixed);
    if (fixed.year !== undefined && fixed.month !== undefined && fixed.day !== undefined) {
      onValueChange?.(fromParts({ year: fixed.year, month: fixed.month, day: fixed.day }));
    }
  };

  const options = partOptions(minParts, maxParts, current.year, current.month);
  const complete = current.year !== undefined && current.month !== undefined && current.day !== undefined;

  return (
    <Group ref={ref} aria-labelledby={legendId} aria-describedby={errorId} disabled={disabled} {...rest}>
      <Legend id={legendId}>{label}</Legend>
      {mode === 'native' ? (
        <DateInput
          type="date"
          aria-labelledby={legendId}
          min={toIsoDay(minParts)}
          max={toIsoDay(maxParts)}
          required={required}
          aria-invalid={error ? true : undefined}
          $invalid={Boolean(error)}
          value={complete ? toIsoDay({ year: current.year!, month: current.month!, day: current.day! }) : ''}
          onChange={(event) => {
            const [y, m, d] = event.target.value.split('-').map(Number);
            if (y && m && d) commit({ year: y, month: m, day: d });
          }}
        />
      ) : (
        <Parts>
          <Select
            label={t('birthday.year')}
            hideLabel
            placeholder={t('birthday.year')}
            required={required}
            value={current.year === undefined ? '' : String(current.year)}
            options={options.years.map((y) => ({ value: String(y), label: t('birthday.yearOption', { value: y }) }))}
            onValueChange={(v) => commit({ ...current, year: v ? Number(v) : undefined })}
          />
          <Select
            label={t('birthday.month')}
            hideLabel
            placeholder={t('birthday.month')}
            required={required}
            value={current.month === undefined ? '' : String(current.month)}
            options={options.months.map((m) => ({ value: String(m), label: t('birthday.monthOption', { value: m }) }))}
            onValueChange={(v) => commit({ ...current, month: v ? Number(v) : undefined })}
          />
          <Select
            label={t('birthday.day')}
            hideLabel
            placeholder={t('birthday.day')}
            required={required}
            value={current.day === undefined ? '' : String(current.day)}
            options={options.days.map((d) => ({ value: String(d), label: t('birthday.dayOption', { value: d }) }))}
            onValueChange={(v) => commit({ ...current, day: v ? Number(v) : undefined })}
          />
        </Parts>
      )}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Group>
  );
});
