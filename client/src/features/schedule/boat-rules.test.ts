import { describe, expect, it } from 'vitest';
import { BOAT_MESSAGES } from '@shared/messages/boats';
import { aBoat } from '@/test/boats';
import { boatNeeded, boatNotice } from './boat-rules';

const settings = (required: boolean, insuranceRequiredFor: 'none' | 'haul-out' | 'both') => ({
  boats: { required, insuranceRequiredFor },
});
const one = [aBoat()];
const two = [aBoat(), aBoat({ id: 42, name: 'Skylark' })];

describe('what a booking needs of a boat', () => {
  it.each([
    ['two boats', two, settings(false, 'none'), BOAT_MESSAGES.chooseBoat],
    ['one boat', one, settings(true, 'both'), null],
    ['no boat, none required', [], settings(false, 'none'), null],
    ['no boat, boats required', [], settings(true, 'none'), BOAT_MESSAGES.addBoatFirst],
    [
      'no boat, insurance for haul-outs',
      [],
      settings(false, 'haul-out'),
      BOAT_MESSAGES.addBoatFirst,
    ],
    ['boats still loading', undefined, settings(true, 'both'), null],
  ] as const)(
    'when a haul-out is booked with %s, then a boat is asked for: %j',
    (_, boats, config, need) => {
      expect(boatNeeded(boats, config, 'haul-out')).toBe(need);
    },
  );

  it('when the chosen boat’s insurance ends before the service date, then the owner is told before they submit', () => {
    const insured = [aBoat({ insuranceExpiresOn: '2026-12-01' })];
    const notice = (serviceType: 'haul-out' | 'launch', date: string) =>
      boatNotice({
        inService: insured,
        chosenId: 41,
        config: settings(false, 'haul-out'),
        serviceType,
        date,
      });
    expect(notice('haul-out', '2026-12-02')).toBe(
      BOAT_MESSAGES.insurance('Sea Breeze', 'Wed, Dec 2, 2026'),
    );
    expect(notice('haul-out', '2026-12-01')).toBeNull();
    expect(notice('launch', '2026-12-02')).toBeNull();
  });
});
