import { describe, expect, it } from 'vitest';
import { withServiceType } from './calendar-feeds';

describe('the yard feed link', () => {
  const token = 'C14zAHRYRvu88G-x0PXlOqrMv2ZLb3qB4qNogH9_1KI';

  it('when a service is chosen, then both links carry it as ?serviceType, host and path kept', () => {
    expect(withServiceType(`https://marina.example/api/calendar/${token}.ics`, 'launch')).toBe(
      `https://marina.example/api/calendar/${token}.ics?serviceType=launch`,
    );
    expect(withServiceType(`webcal://marina.example/api/calendar/${token}.ics`, 'haul-out')).toBe(
      `webcal://marina.example/api/calendar/${token}.ics?serviceType=haul-out`,
    );
  });

  it('when all services are chosen, then the link is as made', () => {
    const url = `webcal://marina.example:8443/api/calendar/${token}.ics`;
    expect(withServiceType(url, undefined)).toBe(url);
  });
});
