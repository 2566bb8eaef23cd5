import { z } from 'zod';
import { TIME_SLOTS } from '../constants';
import { MARINA_UNITS } from '../units/units';
import { defineRoute } from './route';

const publicConfigView = z.strictObject({
  marinaName: z.string(),
  timeZone: z.string(),
  timeSlots: z.array(z.enum(TIME_SLOTS)).readonly(),
  websiteUrl: z.string(),
  slotCapacity: z.number().int().nonnegative(),
  /** Bookings are taken up to this many marina days ahead; the calendar stops there. */
  bookingHorizonDays: z.number().int().positive(),
  features: z.strictObject({ sheetsExport: z.boolean() }),
  /** The units screens show boats in and forms read (MARINA_UNITS); the API speaks metric. */
  units: z.enum(MARINA_UNITS),
  /** What a booking needs of a boat (docs/product.md#boats). */
  boats: z.strictObject({
    /** An owner with no boat on record adds one before booking. */
    required: z.boolean(),
    /** Services whose owner bookings need the boat insured through the service date. */
    insuranceRequiredFor: z.enum(['none', 'haul-out', 'launch', 'both']),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigView>;

/** The load balancer's probes answer outside /api, in a shape of their own. */
export const liveness = defineRoute({
  method: 'GET',
  path: '/healthz',
  summary: 'The process answers',
  tag: 'System',
  access: 'public',
  responses: { 200: z.strictObject({ status: z.literal('ok') }) },
  errors: [],
});

export const readiness = defineRoute({
  method: 'GET',
  path: '/readyz',
  summary:
    'Ready for traffic: 503 { status: draining | unavailable, message } while shutting down or without the database',
  tag: 'System',
  access: 'public',
  responses: { 200: z.strictObject({ status: z.literal('ready') }) },
  errors: [],
});

export const getConfig = defineRoute({
  method: 'GET',
  path: '/api/config',
  summary: 'The marina’s public settings the client starts from',
  tag: 'System',
  access: 'public',
  responses: { 200: publicConfigView },
  errors: [],
});
