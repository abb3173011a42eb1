import 'leaflet/dist/leaflet.css';
import { VisuallyHidden } from '@mantine/core';
import { point } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import { MARKER_ICON, MapFrame, MapKeyboard } from '@/ui/map-view';
import classes from '@/ui/map-view.module.css';

export type LatLng = readonly [number, number];

export interface LocationPickerMapProps {
  /** Where the map opens when nothing is chosen yet. */
  center: LatLng;
  zoom: number;
  /** The chosen delivery position; null until the client picks one. */
  position: LatLng | null;
  onPick: (lat: number, lng: number) => void;
  label: string;
  /** The frame's height; `MapFrame`'s by default. */
  height?: string;
}

/** Zoom used when a position comes from the address search or the geolocation. */
const FOCUS_ZOOM = 15;

function ClickToPlace({ onPick }: { onPick: LocationPickerMapProps['onPick'] }) {
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
  return null;
}

/** Arrow keys and their direction on screen, in pixels (y grows southwards). */
const ARROWS: Record<string, readonly [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * Places the position with the keyboard (decision 0037), alongside Leaflet's own keyboard handler
 * (Leaflet 1.9 moves no marker with the keyboard: a marker's `keyboard` option only makes it a tab stop
 * that Enter clicks). Enter or Space puts the position at the centre of the map (the cross). Once it is
 * placed, each arrow moves it by the step Leaflet pans the map with (80 px at the current zoom, so a
 * finer step closer in; three times as far with Shift) and the map follows near its edge; before, the
 * arrows pan the map (Leaflet), to look for the place. + and − zoom (Leaflet). The position reaches
 * `onPick`, as a click's does.
 */
function KeyboardPlace({ position, onPick }: Pick<LocationPickerMapProps, 'position' | 'onPick'>) {
  const map = useMap();
  const latest = useRef({ position, onPick });
  latest.current = { position, onPick };
  useEffect(() => {
    const container = map.getContainer();
    const onKeyDown = (event: KeyboardEvent) => {
      // The zoom buttons and links inside the map keep their own keys.
      if (event.target !== container || event.altKey || event.ctrlKey || event.metaKey) return;
      const { position: at, onPick: pick } = latest.current;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        const centre = map.getCenter();
        pick(centre.lat, centre.lng);
        return;
      }
      const direction = ARROWS[event.key];
      if (!direction || !at) return;
      // The marker moves, not the map: Leaflet's handler (on the document) does not see this key.
      event.preventDefault();
      event.stopPropagation();
      const step = map.options.keyboardPanDelta ?? 80;
      const offset = point(direction[0], direction[1]).multiplyBy(event.shiftKey ? step * 3 : step);
      const moved = map.unproject(map.project([at[0], at[1]]).add(offset));
      pick(moved.lat, moved.lng);
      // The map follows once the marker comes within a step of its edge (at once: a key can repeat).
      map.panInside(moved, { padding: [step, step], animate: false });
    };
    container.addEventListener('keydown', onKeyDown);
    return () => container.removeEventListener('keydown', onKeyDown);
  }, [map]);
  return null;
}

function FollowPosition({ position }: { position: LatLng | null }) {
  const map = useMap();
  // A modal opens with a transition: measure again once it has its final size.
  useEffect(() => {
    const timer = window.setTimeout(() => map.invalidateSize(), 250);
    return () => window.clearTimeout(timer);
  }, [map]);
  useEffect(() => {
    if (!position) return;
    const bounds = map.getBounds();
    // A click inside the visible map keeps the view; a searched or located position is shown.
    if (!bounds.contains([position[0], position[1]]) || map.getZoom() < 8) {
      map.setView([position[0], position[1]], Math.max(map.getZoom(), FOCUS_ZOOM));
    }
  }, [map, position]);
  return null;
}

/**
 * Leaflet map where a click (or dragging the marker) chooses the delivery position, or the keyboard:
 * the map takes the focus, Enter places the position at its centre and the arrows move it
 * (`KeyboardPlace`); each new position is announced. Tiles are optional: when they cannot load,
 * clicking still places the marker.
 */
export function LocationPickerMap({ center, zoom, position, onPick, label, height }: LocationPickerMapProps) {
  const { t } = useTranslation();
  return (
    <MapFrame
      center={center}
      zoom={zoom}
      label={label}
      height={height}
      after={
        <VisuallyHidden role="status">
          {position
            ? t('checkout.position', { latitude: position[0].toFixed(5), longitude: position[1].toFixed(5) })
            : ''}
        </VisuallyHidden>
      }
    >
      <MapKeyboard label={label} keys={t('storefront.map.pickKeys')} />
      <div className={classes.crosshair} aria-hidden />
      <ClickToPlace onPick={onPick} />
      <KeyboardPlace position={position} onPick={onPick} />
      <FollowPosition position={position} />
      {position && (
        <Marker
          position={[position[0], position[1]]}
          icon={MARKER_ICON}
          // The map itself takes the keys: no second stop on the marker.
          keyboard={false}
          draggable
          eventHandlers={{
            dragend: (event) => {
              const at = event.target.getLatLng();
              onPick(at.lat, at.lng);
            },
          }}
        />
      )}
    </MapFrame>
  );
}
