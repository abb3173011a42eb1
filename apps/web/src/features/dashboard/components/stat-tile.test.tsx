import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/test/render-ui';
import { StatTile } from './stat-tile';

describe('StatTile', () => {
  it('names its loading placeholder as a status (a named div without a role is refused by screen readers and axe)', async () => {
    renderUi(<StatTile label="Commandes" value={undefined} icon={null} />);
    const tile = await screen.findByRole('group', { name: 'Commandes' });
    expect(tile).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Chargement…' })).toBeTruthy();
  });

  it('shows the figure once it is known', async () => {
    renderUi(<StatTile label="Commandes" value="12" icon={null} />);
    expect((await screen.findByTestId('stat-value')).textContent).toBe('12');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
