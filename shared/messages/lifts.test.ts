import { describe, expect, it } from 'vitest';
import { LIFT_MESSAGES, officeLiftRefusal } from './lifts';

const tooWide = { dimension: 'beam', size: 4.93, largest: 4.27 } as const;

describe('the lift rules’ refusals, for the owner and for the office', () => {
  it('when no lift takes an owner’s boat, then they are told its size, the largest lift, and to call the office', () => {
    expect(LIFT_MESSAGES.noLiftFits('Sea Breeze', tooWide, 'imperial')).toBe(
      'Sea Breeze is 16 ft 2 in wide; our widest lift takes 14 ft. Please call the office.',
    );
    expect(LIFT_MESSAGES.noLiftFits('Sea Breeze', { dimension: null }, 'metric')).toBe(
      "No one lift of ours takes all of Sea Breeze's size. Please call the office.",
    );
  });

  it.each([
    [
      LIFT_MESSAGES.noLiftFits('Sea Breeze', tooWide, 'imperial'),
      'Sea Breeze is 16 ft 2 in wide; our widest lift takes 14 ft. Book it past the lift rules with a reason below.',
    ],
    [
      LIFT_MESSAGES.noLiftFits('Sea Breeze', { dimension: null }, 'imperial'),
      "No one lift of ours takes all of Sea Breeze's size. Book it past the lift rules with a reason below.",
    ],
    [
      LIFT_MESSAGES.liftFull('Sea Breeze', '2026-07-02', '10:00 AM'),
      'The lifts that take Sea Breeze are full at 10:00 AM on Jul 2. Book it past the lift rules with a reason below.',
    ],
    [
      null,
      'No lift in service can take this booking. Book it past the lift rules with a reason below.',
    ],
  ])('when the server refuses %j, then the office reads %j', (message, office) => {
    expect(officeLiftRefusal(message)).toBe(office);
  });
});
