import type { Router } from 'express';
import * as api from '@shared/api/capacity';
import {
  capacityDaysQuerySchema,
  closureImpactQuerySchema,
  dateRangeQuerySchema,
  overbookedQuerySchema,
  slotCapacitySchema,
  slotOverrideSchema,
  timeSlotQuerySchema,
} from '@shared/schemas/capacity';
import { idParam } from '@shared/schemas/common';
import type { AppContext } from '../../lib/context';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { assertOneDayOr } from '../../lib/staff-access';
import { currentUser } from '../../middleware/auth';
import { capacityDays } from './capacity-days';
import { presentOverride } from './capacity-presenter';
import { getCapacitySettings } from './capacity-service';
import { capacityConflicts, overbookedDeadlines } from './overbooked-deadlines';
import {
  closureImpact,
  listSlotOverrides,
  removeSlotOverride,
  saveSlotOverride,
} from './closure-service';
import { resetSlotCapacity, setSlotCapacity } from './slot-capacity-service';

/**
 * The office's capacity settings (docs/product.md#capacity): per-deadline defaults and per-date
 * overrides.
 */
export function capacityRoutes(ctx: AppContext): Router {
  const router = createRouter();

  on(router, api.getCapacitySettings, async (_req, res) => {
    res.json(await getCapacitySettings(ctx.db, ctx.config));
  });

  on(router, api.setSlotCapacity, async (req, res) => {
    const input = slotCapacitySchema.parse(req.body);
    const settings = await setSlotCapacity(ctx, currentUser(req), input);
    res.json({ ...settings, conflicts: await capacityConflicts(ctx, input) });
  });

  on(router, api.resetSlotCapacity, async (req, res) => {
    const input = timeSlotQuerySchema.parse(req.query);
    const settings = await resetSlotCapacity(ctx, currentUser(req), input);
    const capacity = ctx.config.SLOT_CAPACITY;
    res.json({ ...settings, conflicts: await capacityConflicts(ctx, { ...input, capacity }) });
  });

  on(router, api.getCapacityDays, async (req, res) => {
    const { from, to } = capacityDaysQuerySchema.parse(req.query);
    res.json(await capacityDays(ctx.db, ctx.config, from, to));
  });

  /** Who a lower capacity would leave over it, for the warning before the office saves. */
  on(router, api.getOverbooked, async (req, res) => {
    const change = overbookedQuerySchema.parse(req.query);
    res.json({ deadlines: await overbookedDeadlines(ctx, change) });
  });

  on(router, api.listSlotOverrides, async (req, res) => {
    const range = dateRangeQuerySchema.parse(req.query);
    assertOneDayOr(currentUser(req), 'availability', range);
    const rows = await listSlotOverrides(ctx.db, range);
    res.json({ overrides: rows.map(presentOverride) });
  });

  /** Who a closure would reach, for the confirm dialog: it says how many owners are emailed. */
  on(router, api.getClosureImpact, async (req, res) => {
    const { date, timeSlot } = closureImpactQuerySchema.parse(req.query);
    res.json(await closureImpact(ctx.db, ctx.config, date, timeSlot ?? null));
  });

  on(router, api.saveSlotOverride, async (req, res) => {
    const input = slotOverrideSchema.parse(req.body);
    const { override, notified } = await saveSlotOverride(ctx, currentUser(req), input);
    const { date, capacity } = input;
    const timeSlot = input.timeSlot ?? undefined;
    const conflicts =
      capacity === null || input.closed
        ? []
        : await capacityConflicts(ctx, { date, timeSlot, capacity });
    res.json({ override: presentOverride(override), notified, conflicts });
  });

  on(router, api.removeSlotOverride, async (req, res) => {
    const { id } = await removeSlotOverride(ctx, currentUser(req), idParam.parse(req.params));
    res.json({ message: 'Override removed', id });
  });

  return router;
}
