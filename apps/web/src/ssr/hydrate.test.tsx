import { act, type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readServerState, replayHeldEvents, resolveLazyRoutes, SERVER_STATE_ID } from './hydrate';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A controlled search field, as the header's. */
const submitted: string[] = [];

function Search() {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitted.push(value);
      }}
    >
      <input aria-label="q" value={value} onChange={(event) => setValue(event.target.value)} />
    </form>
  );
}

function Page() {
  return null;
}

function Layout() {
  return null;
}

/** An "add to cart" drawn for a visitor (the server knows no session); in the browser the session is there. */
const clickedAs: string[] = [];
const signedIn = () => 'client';
const drawnAsVisitor = () => 'visitor';
const noSubscription = () => () => {};

function AddToCart() {
  const session = useSyncExternalStore(noSubscription, signedIn, drawnAsVisitor);
  return (
    <button type="button" onClick={() => clickedAs.push(session)}>
      add
    </button>
  );
}

let heldEvents: Event[] = [];
let replayed: Promise<void> = Promise.resolve();

/** As main.tsx does: the held events are given back in the effect of the first commit. */
function Started({ children }: { children: ReactNode }) {
  useEffect(() => {
    replayed = replayHeldEvents(heldEvents);
  }, []);
  return children;
}

function stateScript(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SERVER_STATE_ID;
  script.textContent = text;
  document.body.append(script);
}

describe('a server-drawn page in the browser', () => {
  it('reads the query cache the page was drawn with', () => {
    expect(readServerState(document)).toBeNull();
    stateScript('{"mutations":[],"queries":[{"queryKey":["about"]}]}');
    expect(readServerState(document)?.queries).toHaveLength(1);
    document.body.innerHTML = '';
    stateScript('{not json');
    expect(readServerState(document)).toBeNull();
  });

  it('gives a held click back to the element clicked, with its modifier keys', async () => {
    const button = document.createElement('button');
    const icon = document.createElement('span');
    button.append(icon);
    document.body.append(button);
    const seen = vi.fn((event: MouseEvent) => [event.target, event.ctrlKey]);
    button.addEventListener('click', (event) => seen(event));

    await replayHeldEvents(
      [new MouseEvent('click', { ctrlKey: true })].map((event) => {
        Object.defineProperty(event, 'target', { value: icon });
        return event;
      }),
    );
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen.mock.results[0].value).toEqual([icon, true]);
  });

  it("gives a finger's tap on a card, held as its lift, back as a click on the element under the finger", async () => {
    const card = document.createElement('a');
    card.dataset.productCard = '';
    const title = document.createElement('p');
    card.append(title);
    document.body.append(card);
    const seen = vi.fn((event: MouseEvent) => [event.type, event.target, event.detail]);
    card.addEventListener('click', (event) => {
      event.preventDefault();
      seen(event);
    });
    const lift = new MouseEvent('pointerup', { clientX: 12, clientY: 30 });
    Object.defineProperty(lift, 'target', { value: title });
    await replayHeldEvents([lift]);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen.mock.results[0].value).toEqual(['click', title, 1]);
    card.remove();
  });

  it('drops a held click whose element the app has replaced', async () => {
    const gone = document.createElement('button');
    const seen = vi.fn();
    gone.addEventListener('click', seen);
    const event = new MouseEvent('click');
    Object.defineProperty(event, 'target', { value: gone });
    await replayHeldEvents([event]);
    expect(seen).not.toHaveBeenCalled();
  });

  it('submits a held form again, with its submit button', async () => {
    const form = document.createElement('form');
    const submitter = document.createElement('button');
    submitter.name = 'go';
    form.append(submitter);
    document.body.append(form);
    const seen = vi.fn((event: SubmitEvent) => event.submitter);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      seen(event);
    });
    const held = new Event('submit') as SubmitEvent;
    Object.defineProperty(held, 'target', { value: form });
    Object.defineProperty(held, 'submitter', { value: submitter });
    await replayHeldEvents([held]);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen.mock.results[0].value).toBe(submitter);
  });

  it('gives the app what was typed before it hydrated, before the held submission', async () => {
    submitted.length = 0;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Search />);
    document.body.append(container);
    const input = container.querySelector('input') as HTMLInputElement;
    const form = container.querySelector('form') as HTMLFormElement;
    // Typed and submitted while the app was on its way (the loader noted the one, held the other).
    input.value = 'samsung';
    const typed = new Event('input', { bubbles: true });
    input.dispatchEvent(typed);
    const held = new Event('submit', { bubbles: true, cancelable: true });
    Object.defineProperty(held, 'target', { value: form });
    await act(async () => {
      hydrateRoot(container, <Search />);
    });
    await act(() => replayHeldEvents([typed, held]));
    expect(submitted).toEqual(['samsung']);
    expect(input.value).toBe('samsung');
  });

  it("replays a held click once the visitor's own state has replaced the drawn one (a signed-in visitor's tap)", async () => {
    clickedAs.length = 0;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AddToCart />);
    document.body.append(container);
    const button = container.querySelector('button') as HTMLButtonElement;
    const held = new MouseEvent('click', { bubbles: true, cancelable: true });
    Object.defineProperty(held, 'target', { value: button });
    heldEvents = [held];
    await act(async () => {
      hydrateRoot(
        container,
        <Started>
          <AddToCart />
        </Started>,
      );
    });
    await act(() => replayed);
    expect(clickedAs).toEqual(['client']);
  });

  it("loads the lazy modules of the page's routes into the route table", async () => {
    const other = vi.fn(async () => ({ Component: Page }));
    const routes: RouteObject[] = [
      {
        path: '/',
        lazy: async () => ({ Component: Layout }),
        children: [
          { path: 'categories/:slug', lazy: async () => ({ Component: Page }) },
          { path: 'panier', lazy: other },
        ],
      },
    ];
    await resolveLazyRoutes(routes, '/categories/robes');
    expect(routes[0].Component).toBe(Layout);
    expect(routes[0].lazy).toBeUndefined();
    expect(routes[0].children?.[0].Component).toBe(Page);
    expect(other).not.toHaveBeenCalled();
  });
});
