import {
  type ComponentType,
  cloneElement,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { afterHeldEvents } from '@/lib/hydrating';

/** What a deferred menu's loaded part receives besides its own props. */
export interface DeferredMenuParts {
  /** The trigger to wrap in `Menu.Target` / `Popover.Target`: the very element drawn until now. */
  trigger: ReactElement;
  /** True when the visitor asked for the menu before its code had arrived: it opens at once. */
  defaultOpened: boolean;
}

export type MenuLoader<P> = () => Promise<ComponentType<P & DeferredMenuParts>>;

// Loaded parts, kept for the page's life: a menu drawn again (another page, another language)
// takes its part at once instead of showing the bare trigger for a moment.
const loadedParts = new Map<MenuLoader<never>, ComponentType<never>>();

/** The part a loader has brought, if it has. Exported for the tests. */
export function loadedPart<P>(load: MenuLoader<P>): ComponentType<P & DeferredMenuParts> | undefined {
  return loadedParts.get(load as MenuLoader<never>) as ComponentType<P & DeferredMenuParts> | undefined;
}

interface TriggerEvents {
  onPointerEnter?: (event: MouseEvent) => void;
  onPointerMove?: (event: MouseEvent) => void;
  onPointerLeave?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  onClick?: (event: MouseEvent) => void;
}

interface DeferredMenuProps<P> {
  /** Imports the menu's part (Mantine Menu or Popover, its items): called on the first sign of intent. */
  load: MenuLoader<P>;
  /** The bare trigger, drawn as it is until the part arrives, then handed to it. */
  trigger: ReactElement<TriggerEvents>;
  /** Mantine's 'click-hover' menus: a pointer still resting on the trigger opens it once loaded. */
  openOnHover?: boolean;
  /** The part's own props. */
  props: P;
}

/**
 * A header menu whose code (Mantine's Menu / Popover and floating-ui, ~16 KB gzip, and its items)
 * is not part of a page's first view. The trigger is drawn on its own; the pointer coming over it,
 * a touch, the focus or a click loads the menu's part, which then takes the trigger over. A click
 * (or Enter / Space) made before the part arrived opens the menu as soon as it does, and a trigger
 * that had the focus keeps it. On a server-drawn page, the part does not take the trigger over
 * before the clicks held until hydration are given back (`afterHeldEvents`): a keyboard user's
 * Tab starts the download, and the Enter's click, held meanwhile, must find the trigger it was made on.
 */
export function DeferredMenu<P extends object>({
  load,
  trigger,
  openOnHover = false,
  props,
}: DeferredMenuProps<P>) {
  const [part, setPart] = useState(() => {
    const Component = loadedPart(load);
    return Component ? { Component, defaultOpened: false } : null;
  });
  const wrapper = useRef<HTMLSpanElement>(null);
  const intent = useRef({ requested: false, hovering: false, clicked: false, focused: false });

  // Once, when the bare trigger is first drawn (hydrated).
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useLayoutEffect(() => {
    // A server-drawn page (docs/decisions/0028-server-drawn-first-view.md) fetches the app when the
    // pointer comes over it: on the trigger, the pointer is already resting there when the app
    // hydrates, and no pointerenter comes. A 'click-hover' menu then loads (and opens) all the same.
    if (!openOnHover || part) return;
    const target = wrapper.current?.firstElementChild;
    if (target?.matches(':hover')) {
      intent.current.hovering = true;
      request();
    }
  }, []);

  useLayoutEffect(() => {
    // The trigger is a new element now (inside the menu's target): give it the focus back.
    if (part && intent.current.focused) {
      wrapper.current?.querySelector<HTMLElement>('button, a[href], [tabindex]')?.focus();
      intent.current.focused = false;
    }
  }, [part]);

  if (part) {
    const { Component, defaultOpened } = part;
    return (
      <span ref={wrapper} style={{ display: 'contents' }}>
        <Component {...props} trigger={trigger} defaultOpened={defaultOpened} />
      </span>
    );
  }

  function request() {
    if (intent.current.requested) return;
    intent.current.requested = true;
    // The part replaces the drawn trigger: it waits for the clicks held on that trigger before the
    // app hydrated (given back to it, they ask for the menu open).
    Promise.all([load(), afterHeldEvents()]).then(
      ([Component]) => {
        loadedParts.set(load as MenuLoader<never>, Component as ComponentType<never>);
        const { clicked, hovering } = intent.current;
        setPart({ Component, defaultOpened: clicked || (openOnHover && hovering) });
      },
      () => {
        // A failed download (offline): the next sign of intent tries again.
        intent.current.requested = false;
      },
    );
  }

  const own = trigger.props;
  return (
    <span ref={wrapper} style={{ display: 'contents' }}>
      {cloneElement(trigger, {
        onPointerEnter: (event: MouseEvent) => {
          intent.current.hovering = true;
          request();
          own.onPointerEnter?.(event);
        },
        // The pointer moving on a trigger it entered before the app had hydrated (no pointerenter).
        onPointerMove: (event: MouseEvent) => {
          if (!intent.current.hovering) {
            intent.current.hovering = true;
            request();
          }
          own.onPointerMove?.(event);
        },
        onPointerLeave: (event: MouseEvent) => {
          intent.current.hovering = false;
          own.onPointerLeave?.(event);
        },
        onFocus: (event: FocusEvent) => {
          intent.current.focused = true;
          request();
          own.onFocus?.(event);
        },
        onBlur: (event: FocusEvent) => {
          intent.current.focused = false;
          own.onBlur?.(event);
        },
        onClick: (event: MouseEvent) => {
          intent.current.clicked = true;
          // The part may have arrived and not be drawn yet: it opens all the same.
          setPart((arrived) =>
            arrived && !arrived.defaultOpened ? { ...arrived, defaultOpened: true } : arrived,
          );
          request();
          own.onClick?.(event);
        },
      })}
    </span>
  );
}
