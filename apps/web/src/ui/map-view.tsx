import 'leaflet/dist/leaflet.css';
import { Box, Text } from '@mantine/core';
import L from 'leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { TILE_ATTRIBUTION, TILE_URL } from '@/lib/map-config';
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

/**
 * A Leaflet map with the configured tiles. When tiles cannot load (offline, blocked server) the
 * map keeps a neutral background and a short note; nothing else depends on them.
 */
export function MapView({ center, zoom, marker, popup, markerTitle, label, height = '40vh' }: MapViewProps) {
  const { t } = useTranslation();
  const [tilesFailed, setTilesFailed] = useState(false);
  const markerAt = marker === undefined ? center : marker;

  return (
    <Box className={classes.frame} style={{ height }} role="region" aria-label={label}>
      <MapContainer
        center={[center[0], center[1]]}
        zoom={zoom}
        scrollWheelZoom={false}
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
      </MapContainer>
      {tilesFailed && (
        <Text className={classes.notice} size="xs" role="status">
          {t('storefront.map.tilesUnavailable')}
        </Text>
      )}
    </Box>
  );
}
