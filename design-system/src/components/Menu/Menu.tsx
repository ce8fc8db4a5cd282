import {
  forwardRef,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { MouseEvent as ReactMouseEvent } from 'react';
import { Check as CheckIcon } from 'lucide-react';
import {
  Check,
  Empty,
  Item,
  ItemDescription,
  ItemTexts,
  MenuRoot,
  Popup,
  PopupHeader,
  Separator,
  Trigger,
} from './Menu.styles';

export interface MenuItem {
  /** Stable key. */
  id: string;
  /** Visible text. */
  label: ReactNode;
  /** Second line (e.g. a notice's content). */
  description?: ReactNode;
  /** Leading icon. */
  icon?: ReactNode;
  /** Called when chosen; the menu closes afterwards. */
  onSelect?: () => void;
  /** Render as a link. */
  href?: string;
  /** A link item was followed; call `event.preventDefault()` to route on the client. */
  onFollow?: (event: ReactMouseEvent<HTMLAnchorElement>) => void;
  /** Red text, for sign out or delete. */
  danger?: boolean;
  /** For a choice list (language): marks the current one, items become menuitemradio. */
  checked?: boolean;
  /** Cannot be chosen. */
  disabled?: boolean;
  /** Draw a line above this item. */
  separatorBefore?: boolean;
}

export type MenuProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
  /** Accessible name of the trigger button. */
  label: string;
  /** What the trigger shows (icon, avatar, text). */
  trigger: ReactNode;
  /** The entries. */
  items: MenuItem[];
  /** A title above the entries (not an entry). */
  header?: ReactNode;
  /** Shown instead of the list when there are no items. */
  emptyText?: ReactNode;
  /** Which edge of the trigger the popup lines up with. */
  align?: 'start' | 'end';
  /** Start open (stories, tests). */
  defaultOpen?: boolean;
  /** Told when the popup opens or closes. */
  onOpenChange?: (open: boolean) => void;
};

/** A button that opens a list of actions: profile menu, notices dropdown, language menu. */
export const Menu = forwardRef<HTMLDivElement, MenuProps>(function Menu(
  { label, trigger, items, header, emptyText, align = 'start', defaultOpen = false, onOpenChange, ...rest },
  ref,
) {
  const [open, setOpenState] = useState(defaultOpen);
  const id = useId();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLElement | null>>([]);
  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  const focusItem = (index: number) => {
    const enabled = items.map((item, i) => (item.disabled ? -1 : i)).filter((i) => i >= 0);
    if (enabled.length === 0) return;
    const target = enabled[((index % enabled.length) + enabled.length) % enabled.length];
    itemRefs.current[target]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open, setOpen]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const last = event.key === 'ArrowUp';
      requestAnimationFrame(() => focusItem(last ? -1 : 0));
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const current = itemRefs.current.findIndex((el) => el === document.activeElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(current + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(current - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusItem(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusItem(-1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') setOpen(false);
  };

  const choose = (item: MenuItem) => {
    if (item.disabled) return;
    item.onSelect?.();
    close();
  };

  const menuId = `menu-${id}`;
  const triggerId = `menu-trigger-${id}`;
  const isChoiceList = items.some((item) => item.checked !== undefined);

  return (
    <MenuRoot
      ref={(node) => {
        rootRef.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      {...rest}
    >
      <Trigger
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => {
          const next = !open;
          setOpen(next);
          if (next) requestAnimationFrame(() => focusItem(0));
        }}
        onKeyDown={onTriggerKey}
      >
        {trigger}
      </Trigger>
      {open && (
        <Popup $align={align}>
          {header && <PopupHeader>{header}</PopupHeader>}
          {items.length === 0 ? (
            <Empty id={menuId}>{emptyText}</Empty>
          ) : (
            <div id={menuId} role="menu" aria-labelledby={triggerId} onKeyDown={onMenuKey}>
              {items.map((item, index) => {
                const role = isChoiceList ? 'menuitemradio' : 'menuitem';
                const content = (
                  <>
                    {item.icon}
                    <ItemTexts>
                      <span>{item.label}</span>
                      {item.description && <ItemDescription>{item.description}</ItemDescription>}
                    </ItemTexts>
                    {item.checked && (
                      <Check aria-hidden="true">
                        <CheckIcon />
                      </Check>
                    )}
                  </>
                );
                return (
                  <div key={item.id} role="none">
                    {item.separatorBefore && <Separator aria-hidden="true" />}
                    {item.href ? (
                      <Item
                        as="a"
                        ref={(el: HTMLElement | null) => {
                          itemRefs.current[index] = el;
                        }}
                        href={item.href}
                        role={role}
                        tabIndex={-1}
                        $danger={item.danger}
                        aria-disabled={item.disabled || undefined}
                        aria-checked={isChoiceList ? Boolean(item.checked) : undefined}
                        onClick={(event: ReactMouseEvent<HTMLAnchorElement>) => {
                          item.onFollow?.(event);
                          choose(item);
                        }}
                      >
                        {content}
                      </Item>
                    ) : (
                      <Item
                        ref={(el: HTMLElement | null) => {
                          itemRefs.current[index] = el;
                        }}
                        type="button"
                        role={role}
                        tabIndex={-1}
                        $danger={item.danger}
                        aria-disabled={item.disabled || undefined}
                        aria-checked={isChoiceList ? Boolean(item.checked) : undefined}
                        onClick={() => choose(item)}
                      >
                        {content}
                      </Item>
                    )}
                  </div>
                );
              })}
            </div>
          )}
        </Popup>
      )}
    </MenuRoot>
  );
});
