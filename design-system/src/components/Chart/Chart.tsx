import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useLocale } from '../../i18n/LocaleProvider';
import { Caption, Figure, Total, ValuesTable } from './Chart.styles';

export interface ChartPoint {
  /** Label on the x axis (a day, "11-24"). */
  label: string;
  /** The value. */
  value: number;
}

export type ChartKind = 'bar' | 'line';

export type ChartProps = Omit<ComponentPropsWithoutRef<'figure'>, 'title'> & {
  /** Title of the chart, also its accessible name. */
  title: string;
  /** Shown after the title (a total for the period). */
  summary?: ReactNode;
  /** The points, in order. */
  data: ChartPoint[];
  /** bar (counts per day) or line (money per day). */
  kind?: ChartKind;
  /** How a value reads in the tooltip, the axis and the values table. */
  formatValue?: (value: number) => string;
  /** Width divided by height. */
  aspect?: number;
};

/**
 * A series over time drawn with recharts; the values are also given as a table that screen readers
 * read (the drawing itself is hidden from them).
 */
export const Chart = forwardRef<HTMLElement, ChartProps>(function Chart(
  { title, summary, data, kind = 'bar', formatValue = String, aspect = 3, ...rest },
  ref,
) {
  const { t } = useLocale();
  const theme = useTheme();
  const id = useId();
  const axis = { stroke: theme.color.text.muted, fontSize: theme.text.caption.size };
  const series = {
    dataKey: 'value',
    name: title,
    isAnimationActive: false,
  } as const;
  const parts = (
    <>
      <CartesianGrid stroke={theme.color.border.subtle} vertical={false} />
      <XAxis dataKey="label" tick={axis} stroke={theme.color.border.default} />
      <YAxis tick={axis} stroke={theme.color.border.default} tickFormatter={formatValue} allowDecimals={false} />
      <Tooltip formatter={(value) => formatValue(Number(value))} />
    </>
  );
  return (
    <Figure ref={ref} aria-labelledby={`chart-${id}`} {...rest}>
      <Caption id={`chart-${id}`}>
        {title}
        {summary !== undefined && <Total>{summary}</Total>}
      </Caption>
      <div aria-hidden="true">
        <ResponsiveContainer width="100%" aspect={aspect} initialDimension={{ width: 600, height: 200 }}>
          {kind === 'line' ? (
            <LineChart data={data} accessibilityLayer={false}>
              {parts}
              <Line {...series} type="monotone" stroke={theme.color.brand.solid} strokeWidth={2} dot={false} />
            </LineChart>
          ) : (
            <BarChart data={data} accessibilityLayer={false}>
              {parts}
              <Bar {...series} fill={theme.color.brand.solid} radius={[2, 2, 0, 0]} />
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
      <ValuesTable>
        <caption>{t('chart.table', { name: title })}</caption>
        <tbody>
          {data.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              <td>{formatValue(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </ValuesTable>
    </Figure>
  );
});
