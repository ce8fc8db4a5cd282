import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
  type Ref,
} from 'react';
import { useLocale } from '../../i18n/LocaleProvider';
import {
  Caption,
  Cell,
  EmptyCell,
  HeaderCell,
  Row,
  Scroller,
  SelectBox,
  SelectCell,
  SelectHeader,
  TableRoot,
  type CellAlign,
  type TableDensity,
} from './Table.styles';

export type RowKey = string | number;

export interface TableColumn<T> {
  /** Key of the column. */
  id: string;
  /** Column heading. */
  header: ReactNode;
  /** What a row shows in this column. */
  cell: (row: T) => ReactNode;
  /** Numbers and money align to the end. */
  align?: CellAlign;
}

export type TableProps<T> = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
  /** Accessible name of the table, also its caption. */
  caption: string;
  /** Show the caption on screen (it is always read by screen readers). */
  showCaption?: boolean;
  /** The columns, in order. */
  columns: Array<TableColumn<T>>;
  /** The rows. */
  rows: T[];
  /** Stable key of a row. */
  rowKey: (row: T) => RowKey;
  /** Name of a row for its selection checkbox ("Select mei_lin"). */
  rowLabel?: (row: T) => string;
  /** Selected row keys; with `onSelectionChange` the table shows checkboxes. */
  selected?: RowKey[];
  /** Called with the new selection. */
  onSelectionChange?: (keys: RowKey[]) => void;
  /** Called when a row is activated (click, or Enter on the focused row). */
  onRowClick?: (row: T) => void;
  /** Shown in place of the rows when there are none. */
  empty?: ReactNode;
  /** compact (dense lists) or comfortable. */
  density?: TableDensity;
};

function SelectAll({
  checked,
  mixed,
  label,
  onChange,
}: {
  checked: boolean;
  mixed: boolean;
  label: string;
  onChange: () => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = mixed;
  }, [mixed]);
  return <SelectBox ref={box} type="checkbox" aria-label={label} checked={checked} onChange={onChange} />;
}

/**
 * Whether the box scrolls sideways (a wide table in a narrow column). A scrolling box must be
 * reachable by keyboard (axe scrollable-region-focusable), so it then becomes a named, focusable region.
 */
function useScrolls(box: { current: HTMLDivElement | null }) {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => setScrolls(element.scrollWidth > element.clientWidth);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return scrolls;
}

function TableInner<T>(
  {
    caption,
    showCaption = false,
    columns,
    rows,
    rowKey,
    rowLabel = (row) => String(rowKey(row)),
    selected,
    onSelectionChange,
    onRowClick,
    empty,
    density = 'comfortable',
    ...rest
  }: TableProps<T>,
  ref: Ref<HTMLDivElement>,
) {
  const { t } = useLocale();
  const scroller = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => scroller.current as HTMLDivElement);
  const scrolls = useScrolls(scroller);
  const selectable = onSelectionChange !== undefined;
  const chosen = new Set(selected ?? []);
  const allKeys = rows.map(rowKey);
  const allChosen = allKeys.length > 0 && allKeys.every((key) => chosen.has(key));
  const toggle = (key: RowKey) =>
    onSelectionChange?.(chosen.has(key) ? [...chosen].filter((k) => k !== key) : [...chosen, key]);
  const span = columns.length + (selectable ? 1 : 0);
  return (
    <Scroller
      ref={scroller}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? caption : undefined}
      tabIndex={scrolls ? 0 : undefined}
      {...rest}
    >
      <TableRoot>
        <Caption $hidden={!showCaption}>{caption}</Caption>
        <thead>
          <tr>
            {selectable && (
              <SelectHeader scope="col">
                <SelectAll
                  checked={allChosen}
                  mixed={!allChosen && allKeys.some((key) => chosen.has(key))}
                  label={t('table.selectAll')}
                  onChange={() => onSelectionChange?.(allChosen ? [] : allKeys)}
                />
              </SelectHeader>
            )}
            {columns.map((column) => (
              <HeaderCell key={column.id} scope="col" $align={column.align ?? 'start'} $density={density}>
                {column.header}
              </HeaderCell>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <EmptyCell colSpan={span}>{empty ?? t('table.empty')}</EmptyCell>
            </tr>
          )}
          {rows.map((row) => {
            const key = rowKey(row);
            return (
              <Row
                key={key}
                $clickable={onRowClick !== undefined}
                aria-selected={selectable ? chosen.has(key) : undefined}
                tabIndex={onRowClick ? 0 : undefined}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                onKeyDown={
                  onRowClick
                    ? (event) => {
                        if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick(row);
                      }
                    : undefined
                }
              >
                {selectable && (
                  <SelectCell onClick={(event) => event.stopPropagation()}>
                    <SelectBox
                      type="checkbox"
                      aria-label={t('table.selectRow', { name: rowLabel(row) })}
                      checked={chosen.has(key)}
                      onChange={() => toggle(key)}
                    />
                  </SelectCell>
                )}
                {columns.map((column) => (
                  <Cell key={column.id} $align={column.align ?? 'start'} $density={density}>
                    {column.cell(row)}
                  </Cell>
                ))}
              </Row>
            );
          })}
        </tbody>
      </TableRoot>
    </Scroller>
  );
}

/** A data table for the staff console: typed columns, optional row selection for bulk actions, row activation. */
export const Table = forwardRef(TableInner) as <T>(
  props: TableProps<T> & { ref?: Ref<HTMLDivElement> },
) => ReturnType<typeof TableInner>;
