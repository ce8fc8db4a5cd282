/** Gregorian leap year. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month; `month` is 1-12. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export interface DayParts {
  year: number;
  month: number;
  day: number;
}

export const toParts = (date: Date): DayParts => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
});
export const fromParts = ({ year, month, day }: DayParts): Date => new Date(year, month - 1, day);
const pad = (n: number) => String(n).padStart(2, '0');
export const toIsoDay = ({ year, month, day }: DayParts) => `${year}-${pad(month)}-${pad(day)}`;

/** The choices left for each part, given the range and what is already chosen. */
export function partOptions(min: DayParts, max: DayParts, year?: number, month?: number) {
  const years: number[] = [];
  for (let y = max.year; y >= min.year; y -= 1) years.push(y);
  const firstMonth = year === min.year ? min.month : 1;
  const lastMonth = year === max.year ? max.month : 12;
  const months: number[] = [];
  for (let m = firstMonth; m <= lastMonth; m += 1) months.push(m);
  const days: number[] = [];
  if (year !== undefined && month !== undefined) {
    const firstDay = year === min.year && month === min.month ? min.day : 1;
    const lastDay = year === max.year && month === max.month ? max.day : daysInMonth(year, month);
    for (let d = firstDay; d <= lastDay; d += 1) days.push(d);
  } else {
    for (let d = 1; d <= 31; d += 1) days.push(d);
  }
  return { years, months, days };
}
