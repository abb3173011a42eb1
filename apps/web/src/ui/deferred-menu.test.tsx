import { Menu, UnstyledButton } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { heldEventsGiven, holdHeldEvents } from '@/lib/hydrating';
import { DeferredMenu, type DeferredMenuParts, loadedPart, type MenuLoader } from '@/ui/deferred-menu';

function Part({ trigger, defaultOpened, label }: DeferredMenuParts & { label: string }) {
  return (
    <Menu defaultOpened={defaultOpened}>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>{label}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** A loader whose download the test finishes (or fails) when it chooses. */
function controlledLoader() {
  const pending: { resolve: (part: ComponentType<never>) => void; reject: (e: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<ComponentType<never>>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  ) as unknown as MenuLoader<{ label: string }> & ReturnType<typeof vi.fn>;
  const arrive = async () => {
    await act(async () => pending.shift()?.resolve(Part as ComponentType<never>));
  };
  /** The download ends outside React's act: its reply is queued, not drawn yet. */
  const arriveUndrawn = async () => {
    pending.shift()?.resolve(Part as ComponentType<never>);
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
  };
  const fail = async () => {
    await act(async () => pending.shift()?.reject(new Error('offline')));
  };
  return { load, arrive, arriveUndrawn, fail };
}

function renderMenu(load: MenuLoader<{ label: string }>, openOnHover = false) {
  return render(
    <Providers env="test">
      <DeferredMenu
        load={load}
        openOnHover={openOnHover}
        props={{ label: 'Français' }}
        trigger={<UnstyledButton>Langue</UnstyledButton>}
      />
      <button type="button">Ailleurs</button>
    </Providers>,
  );
}

describe('DeferredMenu', () => {
  it('draws the bare trigger and loads nothing until the visitor shows intent', async () => {
    const { load, arrive } = controlledLoader();
    renderMenu(load);
    expect(screen.getByRole('button', { name: 'Langue' })).toBeTruthy();
    expect(load).not.toHaveBeenCalled();

    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Langue' }));
    fireEvent.focus(screen.getByRole('button', { name: 'Langue' }));
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    // Loaded under a hover on a click-only menu: ready, not opened.
    expect(screen.queryByRole('menuitem')).toBeNull();
    expect(loadedPart(load)).toBe(Part);
  });

  it('opens the menu a click asked for before its code arrived', async () => {
    const { load, arrive } = controlledLoader();
    const user = userEvent.setup();
    renderMenu(load);
    await user.click(screen.getByRole('button', { name: 'Langue' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menuitem')).toBeNull();

    await arrive();
    expect(await screen.findByRole('menuitem', { name: 'Français' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Langue' }).getAttribute('aria-expanded')).toBe('true');
    // Opened, the menu holds the focus as Mantine's menus do.
    expect(screen.getByRole('menu').contains(document.activeElement)).toBe(true);
  });

  it('gives the focus back to the trigger drawn by the loaded menu (keyboard users)', async () => {
    const { load, arrive } = controlledLoader();
    const user = userEvent.setup();
    renderMenu(load);
    await user.tab();
    const bare = screen.getByRole('button', { name: 'Langue' });
    expect(document.activeElement).toBe(bare);
    expect(load).toHaveBeenCalledTimes(1);

    await arrive();
    const loaded = screen.getByRole('button', { name: 'Langue' });
    // A new element (inside the menu's target), focused in place of the bare one.
    expect(loaded).not.toBe(bare);
    expect(loaded.getAttribute('aria-haspopup')).toBe('menu');
    expect(document.activeElement).toBe(loaded);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Français' })).toBeTruthy();
  });

  it("opens a 'click-hover' menu when the pointer still rests on it, not once it has left", async () => {
    const resting = controlledLoader();
    const first = renderMenu(resting.load, true);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Langue' }));
    await resting.arrive();
    expect(await screen.findByRole('menuitem', { name: 'Français' })).toBeTruthy();
    first.unmount();

    const passing = controlledLoader();
    renderMenu(passing.load, true);
    const trigger = screen.getByRole('button', { name: 'Langue' });
    fireEvent.pointerEnter(trigger);
    fireEvent.pointerLeave(trigger);
    await passing.arrive();
    expect(screen.queryByRole('menuitem')).toBeNull();
    expect(screen.getByRole('button', { name: 'Langue' }).getAttribute('aria-haspopup')).toBe('menu');
  });

  it("opens a 'click-hover' menu the pointer was on before the app hydrated (it moves, never enters)", async () => {
    // A server-drawn page hydrates under a pointer already over the trigger: no pointerenter comes.
    const { load, arrive } = controlledLoader();
    renderMenu(load, true);
    fireEvent.pointerMove(screen.getByRole('button', { name: 'Langue' }));
    fireEvent.pointerMove(screen.getByRole('button', { name: 'Langue' }));
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(await screen.findByRole('menuitem', { name: 'Français' })).toBeTruthy();
  });

  it('tries again on the next sign of intent when the download failed, and a later menu takes the part at once', async () => {
    const { load, arrive, fail } = controlledLoader();
    const user = userEvent.setup();
    const view = renderMenu(load);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Langue' }));
    await fail();
    expect(screen.getByRole('button', { name: 'Langue' }).getAttribute('aria-haspopup')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Langue' }));
    expect(load).toHaveBeenCalledTimes(2);
    await arrive();
    expect(await screen.findByRole('menuitem', { name: 'Français' })).toBeTruthy();
    view.unmount();

    // Drawn again (another page): the part is there from the first render, nothing is loaded.
    renderMenu(load);
    expect(screen.getByRole('button', { name: 'Langue' }).getAttribute('aria-haspopup')).toBe('menu');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives a click held before hydration to the drawn trigger before the loaded menu takes it over', async () => {
    // A keyboard user on a server-drawn page: the Tab focuses the trigger (its part starts loading),
    // the Enter's click is held by the boot loader until the app has hydrated, and the part may
    // arrive before that click is given back to the trigger.
    holdHeldEvents();
    try {
      const { load, arrive } = controlledLoader();
      const user = userEvent.setup();
      renderMenu(load);
      await user.tab();
      const bare = screen.getByRole('button', { name: 'Langue' });
      await arrive();
      // Still the drawn trigger: the held click has an element to go back to.
      expect(screen.getByRole('button', { name: 'Langue' })).toBe(bare);

      fireEvent.click(bare);
      await act(async () => heldEventsGiven());
      expect(await screen.findByRole('menuitem', { name: 'Français' })).toBeTruthy();
    } finally {
      heldEventsGiven();
    }
  });

  it('opens the menu clicked between its code arriving and its first draw', async () => {
    const { load, arriveUndrawn } = controlledLoader();
    renderMenu(load);
    fireEvent.focus(screen.getByRole('button', { name: 'Langue' }));
    await arriveUndrawn();
    fireEvent.click(screen.getByRole('button', { name: 'Langue' }));
    expect(await screen.findByRole('menuitem', { name: 'Français' })).toBeTruthy();
  });
});
