import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
} from 'react';
import { cn, FOCUS_RING } from '~/web/lib/cn';

/**
 * Tabs as the WAI-ARIA Authoring Practices' tabs pattern with automatic activation (a tab shows its panel when it
 * takes focus): the arrow keys, Home and End move along the tabs (wrapping), only the selected tab is in the Tab
 * order, and its panel follows it. The same props and markup as Radix Tabs, which these replace: Radix mounts each
 * panel through its Presence, which reads the panel's computed style while React commits (a forced style pass over the
 * whole page on every screen with tabs, the largest part of the first render's blocking time on a phone) and renders
 * it twice, to support exit animations these tabs never had.
 */
type TTabsContext = { value: string; select: (value: string) => void; baseId: string };

const TabsContext = createContext<TTabsContext | null>(null);

/** One tab's side of the pair a tab and its panel share: whether it is selected, and both their ids. */
const useTabPair = (part: string, value: string) => {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be inside <Tabs>`);
  const isSelected = context.value === value;
  // Ids from the value; a value may hold characters an id should not.
  const idOf = (role: 'trigger' | 'content') => `${context.baseId}-${role}-${value.replace(/[^\w-]/g, '_')}`;
  return {
    isSelected,
    state: isSelected ? 'active' : 'inactive',
    tabId: idOf('trigger'),
    panelId: idOf('content'),
    select: () => context.select(value),
  };
};

type TTabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export const Tabs = ({ value, defaultValue, onValueChange, ...props }: TTabsProps) => {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const current = value ?? uncontrolled;
  const select = useCallback(
    (next: string) => {
      if (next === current) return;
      if (value === undefined) setUncontrolled(next);
      onValueChange?.(next);
    },
    [current, value, onValueChange],
  );
  const context = useMemo(() => ({ value: current, select, baseId }), [current, select, baseId]);
  return (
    <TabsContext.Provider value={context}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
};

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Moves focus along the list's enabled tabs; the tab taking focus selects itself. */
const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
  const move = MOVES[event.key];
  if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0 || tabs.length === 0) return;
  event.preventDefault();
  tabs[move(index, tabs.length)]?.focus();
};

export const TabsList = ({ className, onKeyDown, ...props }: ComponentProps<'div'>) => (
  <div
    role="tablist"
    aria-orientation="horizontal"
    onKeyDown={(event) => {
      onKeyDown?.(event);
      if (!event.defaultPrevented) moveFocus(event);
    }}
    className={cn(
      // A phone gets equal segments across the width (no clipped label); wider screens size them to their text.
      'flex w-full gap-1 overflow-x-auto rounded-xl bg-brand-50 p-1 sm:inline-flex sm:w-auto sm:max-w-full',
      className,
    )}
    {...props}
  />
);

/**
 * NOTE: a tab is selected on mousedown (as Radix did, so the panel shows without waiting for the click), and focusing
 * it from script there makes Chrome treat it as :focus-visible, so a clicked tab kept its ring. A tab focused by the
 * pointer is marked and hides the ring until the keyboard is used on it again.
 */
export const TabsTrigger = ({
  value,
  className,
  disabled,
  onMouseDown,
  onPointerDown,
  onKeyDown,
  onFocus,
  onBlur,
  ...props
}: Omit<ComponentProps<'button'>, 'value'> & { value: string }) => {
  const tab = useTabPair('TabsTrigger', value);
  return (
    <button
      type="button"
      role="tab"
      id={tab.tabId}
      aria-selected={tab.isSelected}
      aria-controls={tab.panelId}
      data-state={tab.state}
      tabIndex={tab.isSelected ? 0 : -1}
      disabled={disabled}
      onPointerDown={(event) => {
        event.currentTarget.dataset.pointerFocus = '';
        onPointerDown?.(event);
      }}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // The main button alone, as a link would; a right or ctrl click neither selects nor takes focus.
        if (event.button === 0 && !event.ctrlKey) tab.select();
        else event.preventDefault();
      }}
      onKeyDown={(event) => {
        delete event.currentTarget.dataset.pointerFocus;
        onKeyDown?.(event);
        if (event.key === 'Enter' || event.key === ' ') tab.select();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!disabled) tab.select();
      }}
      onBlur={(event) => {
        delete event.currentTarget.dataset.pointerFocus;
        onBlur?.(event);
      }}
      className={cn(
        'data-[pointer-focus]:outline-none',
        'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-2 text-sm font-semibold whitespace-nowrap sm:flex-none sm:px-4',
        'text-muted transition-colors hover:text-brand disabled:opacity-50',
        'data-[state=active]:bg-card data-[state=active]:text-brand data-[state=active]:shadow-card',
        FOCUS_RING,
        className,
      )}
      {...props}
    />
  );
};

/** The panel is always in the page (so its tab's aria-controls points at it) but holds its content only while shown. */
export const TabsContent = ({
  value,
  className,
  children,
  ...props
}: Omit<ComponentProps<'div'>, 'value'> & { value: string }) => {
  const tab = useTabPair('TabsContent', value);
  return (
    <div
      role="tabpanel"
      id={tab.panelId}
      aria-labelledby={tab.tabId}
      data-state={tab.state}
      hidden={!tab.isSelected}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern puts the panel in the Tab order, so Tab reaches a panel without controls (as Radix did)
      tabIndex={0}
      className={cn('mt-4', FOCUS_RING, className)}
      {...props}
    >
      {tab.isSelected ? children : null}
    </div>
  );
};
