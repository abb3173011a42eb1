import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/test/render-ui';
import { MapView } from '@/ui/map-view';

describe('MapView', () => {
  it('shows its frame at once, busy, and its map, named, with the marker, once that frame is painted', async () => {
    renderUi(<MapView center={[36.7529, 3.042]} zoom={12} label="Carte : Souk à Alger" markerTitle="Souk" />);
    const region = screen.getByRole('region', { name: 'Carte : Souk à Alger' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(region.querySelector('.leaflet-container')).toBeNull();
    const map = await screen.findByRole('application', { name: 'Carte : Souk à Alger' });
    expect(region.contains(map)).toBe(true);
    await waitFor(() => expect(region.getAttribute('aria-busy')).toBe('false'));
    expect(map.querySelector('.leaflet-marker-icon')?.getAttribute('title')).toBe('Souk');
  });
});
