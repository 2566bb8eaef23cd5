// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardOf, early, late, renderBoard } from '../test/board-kit';

const seaBreeze = {
  id: 41,
  name: 'Sea Breeze',
  kind: 'sail' as const,
  lengthM: 9.91,
  beamM: 3.35,
  draftM: 1.52,
  weightKg: 6350,
};

/** A card's rows as label → value. */
const rowsOf = (owner: string) =>
  Object.fromEntries(
    within(cardOf(owner))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('a crew board card’s boat', () => {
  it('when a service names a boat, then the card shows its name and kind over its size, beside where it is kept', async () => {
    renderBoard([{ ...late, boat: seaBreeze }, early]);
    await screen.findByRole('heading', { level: 3, name: 'Avery Late' });
    expect(rowsOf('Avery Late')).toMatchObject({
      Boat: 'Sea Breeze (Sail)32 ft 6 in · beam 11 ft · draft 5 ft · 14,000 lb',
      'Kept at': 'Wet Slip · Slip B-14',
    });
    expect(rowsOf('Blake Early').Boat).toBe('No boat on record');
  });
});
