import { describe, expect, it } from 'vitest';
import { bookingKind } from './booking-shape';

const admin = { id: 7, isAdmin: true };
const owner = { id: 8, isAdmin: false };
const ownerBody = {
  serviceType: 'haul-out',
  sourceSlipType: 'my-wet-slip',
  destination: 'wash-pad',
};

describe('which booking a body asks for', () => {
  it('when an owner sends anything, then it is their own booking', () => {
    for (const body of [ownerBody, { ...ownerBody, userId: 99, ownerName: 'X Y' }, null, 'text']) {
      expect(bookingKind(body, owner)).toBe('own');
    }
  });

  it('when an admin sends the owner shape with no userId, null or their own, then it is their own', () => {
    expect(bookingKind(ownerBody, admin)).toBe('own');
    expect(bookingKind({ ...ownerBody, userId: null }, admin)).toBe('own');
    expect(bookingKind({ ...ownerBody, userId: 7 }, admin)).toBe('own');
  });

  it('when an admin names someone else or sends any office field, then it is an office booking', () => {
    expect(bookingKind({ ...ownerBody, userId: 9 }, admin)).toBe('office');
    expect(bookingKind({ ...ownerBody, userId: '7' }, admin)).toBe('office');
    for (const field of ['ownerName', 'ownerEmail', 'ownerPhone', 'isVibMember']) {
      expect(bookingKind({ ...ownerBody, userId: 7, [field]: '' }, admin), field).toBe('office');
    }
  });
});
