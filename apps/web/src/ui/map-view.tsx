import 'leaflet/dist/leaflet.css';
import { Box, Text } from '@mantine/core';
import L from 'leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { TILE_ATTRIBUTION, TILE_URL } from '@/lib/map-config';
import { useAfterPaint } from '@/lib/use-after-paint';
import classes from '@/ui/map-view.module.css';

// Leaflet finds its default marker images by parsing its CSS URL, which breaks once Vite renames
// the files: give the icon its bundled URLs explicitly instead.
export const MARKER_ICON = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

interface MapKeyboardProps {
  /** Accessible name of the map ('Carte : position de livraison'). */
  label: string;
  /** What the keys do, shown while the map has the keyboard focus and read as its description. */
  keys: string;
}

/**
 * The keyboard side of a Leaflet map (decision 0037). Leaflet's own `keyboard` handler makes the map
 * focusable, pans it with the arrows (80 px, three times as far with Shift) and zooms with + and −; this
 * names the focusable map (an application: a screen reader passes the arrows through), describes its
 * keys, shows them while it has the focus, and replaces the zoom buttons with translated ones (Leaflet
 * names them in English). Render inside a `MapContainer` created with `zoomControl={false}`.
 */
export function MapKeyboard({ label, keys }: MapKeyboardProps) {
  const map = useMap();
  const { t, i18n } = useTranslation();
  const keysId = useId();
  const roleDescription = t('storefront.map.roleDescription');
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'application');
    container.setAttribute('aria-roledescription', roleDescription);
    container.setAttribute('aria-label', label);
    container.setAttribute('aria-describedby', keysId);
  }, [map, label, keysId, roleDescription]);
  return (
    <>
      {/* Leaflet reads its options once: a new control when the language changes. */}
      <ZoomControl
        key={i18n.language}
        zoomInTitle={t('storefront.map.zoomIn')}
        zoomOutTitle={t('storefront.map.zoomOut')}
      />
      <Text id={keysId} className={classes.keys} size="xs">
        {keys}
      </Text>
    </>
  );
}

interface MapFrameProps {
  center: readonly [number, number];
  zoom: number;
  /** Accessible name of the map region (and of the map, through `MapKeyboard`). */
  label: string;
  height?: string;
  /** Whether the mouse wheel zooms the map (Leaflet's default); off where the map sits in a page that scrolls. */
  scrollWheelZoom?: boolean;
  /** The map's layers and controls, inside the `MapContainer`. */
  children: ReactNode;
  /** Inside the frame, after the map: what is announced about it. */
  after?: ReactNode;
}

/**
 * The frame every map of the app is drawn in: a named region of its size, its border and a neutral
 * ground, shown at once and busy until the map is built in the task after the frame that showed it —
 * what surrounds the map (the order form, an order's detail) does not wait for Leaflet
 * (docs/decisions/0061-the-order-form-before-its-map.md). The configured tiles, and a short note when
 * they cannot load (offline, blocked server): nothing else depends on them.
 */
export function MapFrame({
  center,
  zoom,
  label,
  height = '40vh',
  scrollWheelZoom = true,
  children,
  after,
}: MapFrameProps) {
  const { t } = useTranslation();
  const [tilesFailed, setTilesFailed] = useState(false);
  const painted = useAfterPaint();
  return (
    <Box className={classes.frame} style={{ height }} role="region" aria-label={label} aria-busy={!painted}>
      {painted && (
        <MapContainer
          scrollWheelZoom={scrollWheelZoom}
          center={[center[0], center[1]]}
          zoom={zoom}
          zoomControl={false}
          className={classes.map}
        >
          <TileLayer
            url={TILE_URL}
            attribution={TILE_ATTRIBUTION}
            eventHandlers={{
              tileerror: () => setTilesFailed(true),
              tileload: () => setTilesFailed(false),
            }}
          />
          {children}
        </MapContainer>
      )}
      {after}
      {tilesFailed && (
        <Text className={classes.notice} size="xs" role="status">
          {t('storefront.map.tilesUnavailable')}
        </Text>
      )}
    </Box>
  );
}

interface MapViewProps {
  center: readonly [number, number];
  zoom: number;
  /** Marker position; defaults to the centre. Null: no marker. */
  marker?: readonly [number, number] | null;
  /** Popup content of the marker. */
  popup?: ReactNode;
  /** Tooltip and accessible name of the marker ('Position de client.'). */
  markerTitle?: string;
  /** Accessible name of the map region. */
  label: string;
  height?: string;
}

/** A map that shows a place (an order's delivery position, the contact page's office). */
export function MapView({ center, zoom, marker, popup, markerTitle, label, height }: MapViewProps) {
  const { t } = useTranslation();
  const markerAt = marker === undefined ? center : marker;
  return (
    <MapFrame center={center} zoom={zoom} label={label} height={height} scrollWheelZoom={false}>
      <MapKeyboard label={label} keys={t('storefront.map.keys')} />
      {markerAt && (
        <Marker
          position={[markerAt[0], markerAt[1]]}
          icon={MARKER_ICON}
          title={markerTitle}
          alt={markerTitle}
        >
          {popup && <Popup>{popup}</Popup>}
        </Marker>
      )}
    </MapFrame>
  );
}
