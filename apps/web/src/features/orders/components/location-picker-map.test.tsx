import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CRS, latLng, point } from 'leaflet';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LatLng, LocationPickerMap } from '@/features/orders/components/location-picker-map';
import { setLanguage } from '@/lib/i18n';
import { renderUi } from '@/test/render-ui';

const ALGIERS: LatLng = [36.7529, 3.042];

/** The checkout keeps the chosen position; the picker is told where it is. */
function Picker({ onPick }: { onPick: (lat: number, lng: number) => void }) {
  const [position, setPosition] = useState<LatLng | null>(null);
  return (
    <LocationPickerMap
      center={ALGIERS}
      zoom={5}
      position={position}
      onPick={(lat, lng) => {
        onPick(lat, lng);
        setPosition([lat, lng]);
      }}
      label="Carte : position de livraison"
      height="300px"
    />
  );
}

/** Where `from` lands `dx`, `dy` pixels away at `zoom` (Leaflet's own projection). */
function moved(from: readonly [number, number], dx: number, dy: number, zoom: number) {
  const at = CRS.EPSG3857.pointToLatLng(
    CRS.EPSG3857.latLngToPoint(latLng(from[0], from[1]), zoom).add(point(dx, dy)),
    zoom,
  );
  return [at.lat, at.lng] as const;
}

const lastPick = (onPick: ReturnType<typeof vi.fn>) => onPick.mock.calls.at(-1) as [number, number];

/** The picker, once its map is built (a frame after the picker shows: `useAfterPaint`). */
async function setup() {
  const onPick = vi.fn();
  const user = userEvent.setup();
  renderUi(<Picker onPick={onPick} />);
  const map = await screen.findByRole('application', { name: 'Carte : position de livraison' });
  return { onPick, user, map };
}

describe('LocationPickerMap', () => {
  it('shows its frame at once, busy, and builds the map only once that frame is painted', async () => {
    const frames: FrameRequestCallback[] = [];
    const requestFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      renderUi(<Picker onPick={vi.fn()} />);
      const region = screen.getByRole('region', { name: 'Carte : position de livraison' });
      expect(region.getAttribute('aria-busy')).toBe('true');
      expect(region.querySelector('.leaflet-container')).toBeNull();
      // The frame that shows the picker: the map comes in a task after it, not within it.
      act(() => {
        for (const callback of frames.splice(0)) callback(performance.now());
      });
      expect(region.querySelector('.leaflet-container')).toBeNull();
      await waitFor(() => expect(region.querySelector('.leaflet-container')).not.toBeNull());
      expect(region.getAttribute('aria-busy')).toBe('false');
      expect(screen.getByRole('application', { name: 'Carte : position de livraison' })).toBeTruthy();
    } finally {
      requestFrame.mockRestore();
    }
  });
});

describe('LocationPickerMap with the keyboard', () => {
  afterEach(async () => {
    await act(() => setLanguage('fr'));
  });

  it('is one focusable, named map that says its keys, with zoom buttons named in French and no focusable marker', async () => {
    const { map, user, onPick } = await setup();
    expect(map.getAttribute('aria-roledescription')).toBe('carte');
    expect(map.getAttribute('tabindex')).toBe('0');
    const keys = document.getElementById(map.getAttribute('aria-describedby') ?? '');
    expect(keys?.textContent).toMatch(/^Clavier : les flèches déplacent la carte, Entrée place la position/);
    expect(screen.getByRole('button', { name: 'Zoomer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dézoomer' })).toBeTruthy();

    await user.tab();
    expect(document.activeElement).toBe(map);
    await user.keyboard('{Enter}');
    // The centre of the view (to the pixel: jsdom gives the map no size, so a pixel is wide here).
    const [lat, lng] = lastPick(onPick);
    expect(Math.abs(lat - ALGIERS[0]) + Math.abs(lng - ALGIERS[1])).toBeLessThan(0.1);
    expect(screen.getByRole('status').textContent).toBe(
      `Position choisie : ${lat.toFixed(5)}, ${lng.toFixed(5)}`,
    );
    // The marker is drawn, but the map keeps the only keyboard stop.
    expect(map.querySelector('.leaflet-marker-icon')?.getAttribute('tabindex')).toBeNull();
  });

  it('Enter places the position at the centre; then each arrow moves it by a screen step at the zoom, Shift three times as far', async () => {
    const { map, user, onPick } = await setup();
    map.focus();
    // No position yet: the arrows only pan the map (Leaflet).
    await user.keyboard('{ArrowDown}');
    expect(onPick).not.toHaveBeenCalled();

    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledTimes(1);
    const placed = lastPick(onPick);
    // The map closes in on a position chosen from far out (zoom 15), as after a click.
    await user.keyboard('{ArrowRight}');
    const right = moved(placed, 80, 0, 15);
    expect(lastPick(onPick)[0]).toBeCloseTo(right[0], 9);
    expect(lastPick(onPick)[1]).toBeCloseTo(right[1], 9);
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    const up = moved(right, 0, -240, 15);
    expect(lastPick(onPick)[0]).toBeCloseTo(up[0], 9);
    expect(lastPick(onPick)[1]).toBeCloseTo(up[1], 9);
    expect(screen.getByRole('status').textContent).toBe(
      `Position choisie : ${up[0].toFixed(5)}, ${up[1].toFixed(5)}`,
    );

    // − zooms out (Leaflet's handler, which reads the legacy key code browsers still send): the
    // same key now goes twice as far on the ground.
    fireEvent.keyDown(map, { key: '-', code: 'Minus', keyCode: 189 });
    await user.keyboard('{ArrowLeft}');
    const left = moved(up, -80, 0, 14);
    expect(lastPick(onPick)[1]).toBeCloseTo(left[1], 9);
    expect(up[1] - lastPick(onPick)[1]).toBeCloseTo(2 * (right[1] - placed[1]), 9);
  });

  it('speaks Arabic: the map, its keys and its zoom buttons', async () => {
    await act(() => setLanguage('ar'));
    const { map } = await setup();
    await waitFor(() => expect(map.getAttribute('aria-roledescription')).toBe('خريطة'));
    expect(screen.getByRole('button', { name: 'تكبير' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تصغير' })).toBeTruthy();
    expect(document.getElementById(map.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /^لوحة المفاتيح: الأسهم تحرّك الخريطة/,
    );
  });
});
