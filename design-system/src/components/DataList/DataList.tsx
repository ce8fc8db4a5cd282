import { forwardRef, Fragment, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Description, List, Term, type DataListLayout } from './DataList.styles';

export interface DataListItem {
  /** Key of the pair. */
  id: string;
  /** What the value is (Email, Balance, Membership ends). */
  term: ReactNode;
  /** The value; empty values show a dash. */
  description: ReactNode;
}

export type DataListProps = Omit<ComponentPropsWithoutRef<'dl'>, 'children'> & {
  /** The pairs, in order. */
  items: DataListItem[];
  /** columns (term beside value) or stacked (term above value, narrow panels). */
  layout?: DataListLayout;
};

const blank = (value: ReactNode) => value === null || value === undefined || value === '';

/** Term/value pairs as a description list: a member's record, an order, a report. */
export const DataList = forwardRef<HTMLDListElement, DataListProps>(function DataList(
  { items, layout = 'columns', ...rest },
  ref,
) {
  return (
    <List ref={ref} $layout={layout} {...rest}>
      {items.map((item) => (
        <Fragment key={item.id}>
          <Term>{item.term}</Term>
          <Description $layout={layout}>{blank(item.description) ? '—' : item.description}</Description>
        </Fragment>
      ))}
    </List>
  );
});
