import 'leaflet/dist/leaflet.css';
import { Box, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { TILE_ATTRIBUTION, TILE_URL } from '@/lib/map-config';
import { MARKER_ICON } from '@/ui/map-view';
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
  height?: string;
}

/** Zoom used when a position comes from the address search or the geolocation. */
const FOCUS_ZOOM = 15;

function ClickToPlace({ onPick }: { onPick: LocationPickerMapProps['onPick'] }) {
  useMapEvents({ click: (event) => onPick(event.latlng.lat, event.latlng.lng) });
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
 * Leaflet map where a click (or dragging the marker) chooses the delivery position. Tiles are
 * optional: when they cannot load, clicking still places the marker (DESIGN §2).
 */
export function LocationPickerMap({
  center,
  zoom,
  position,
  onPick,
  label,
  height = '40vh',
}: LocationPickerMapProps) {
  const { t } = useTranslation();
  const [tilesFailed, setTilesFailed] = useState(false);
  return (
    <Box className={classes.frame} style={{ height }} role="region" aria-label={label}>
      <MapContainer center={[center[0], center[1]]} zoom={zoom} className={classes.map}>
        <TileLayer
          url={TILE_URL}
          attribution={TILE_ATTRIBUTION}
          eventHandlers={{
            tileerror: () => setTilesFailed(true),
            tileload: () => setTilesFailed(false),
          }}
        />
        <ClickToPlace onPick={onPick} />
        <FollowPosition position={position} />
        {position && (
          <Marker
            position={[position[0], position[1]]}
            icon={MARKER_ICON}
            draggable
            eventHandlers={{
              dragend: (event) => {
                const at = event.target.getLatLng();
                onPick(at.lat, at.lng);
              },
            }}
          />
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
