import {
  forwardRef,
  useId,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Panel, Tab, TabList, type TabsVariant } from './Tabs.styles';

export interface TabItem {
  /** Key and value. */
  id: string;
  /** Visible text. */
  label: ReactNode;
  /** Shown after the label, usually a `Badge`. */
  badge?: ReactNode;
  /** Panel content; leave out when the app renders the content itself (routes). */
  content?: ReactNode;
}

export type TabsProps = Omit<ComponentPropsWithoutRef<'div'>, 'onChange' | 'defaultValue'> & {
  /** Accessible name of the tab list. */
  label: string;
  /** The tabs. */
  items: TabItem[];
  /** Controlled selected id. */
  value?: string;
  /** Uncontrolled initial id; the first tab otherwise. */
  defaultValue?: string;
  /** Called with the newly selected id. */
  onValueChange?: (id: string) => void;
  /** line (page sections) or pill (Recommend/Search, Latest/Online toggles). */
  variant?: TabsVariant;
  /** Tabs share the width equally. */
  stretch?: boolean;
};

/** Tabs with automatic activation: arrow keys, Home and End move and select. */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { label, items, value, defaultValue, onValueChange, variant = 'line', stretch = false, ...rest },
  ref,
) {
  const id = useId();
  const [inner, setInner] = useState(defaultValue ?? items[0]?.id);
  const selected = value ?? inner;
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const select = (next: string) => {
    if (value === undefined) setInner(next);
    onValueChange?.(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = items.findIndex((item) => item.id === selected);
    let next = -1;
    if (event.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next < 0) return;
    event.preventDefault();
    select(items[next].id);
    tabRefs.current[next]?.focus();
  };
  const active = items.find((item) => item.id === selected);
  return (
    <div ref={ref} {...rest}>
      <TabList role="tablist" aria-label={label} $variant={variant} $stretch={stretch} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <Tab
            key={item.id}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            id={`tab-${id}-${item.id}`}
            type="button"
            role="tab"
            aria-selected={item.id === selected}
            aria-controls={item.content !== undefined ? `panel-${id}-${item.id}` : undefined}
            tabIndex={item.id === selected ? 0 : -1}
            $variant={variant}
            onClick={() => select(item.id)}
          >
            {item.label}
            {item.badge}
          </Tab>
        ))}
      </TabList>
      {active?.content !== undefined && (
        <Panel role="tabpanel" id={`panel-${id}-${active.id}`} aria-labelledby={`tab-${id}-${active.id}`} tabIndex={0}>
          {active.content}
        </Panel>
      )}
    </div>
  );
});
