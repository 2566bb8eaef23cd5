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
import { currentUser, requireAdmin } from '../../middleware/auth';
import { capacityDays } from './capacity-days';
import { presentOverride } from './capacity-presenter';
import { getCapacitySettings } from './capacity-service';
import { overbookedDeadlines } from './overbooked-deadlines';
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

  on(router, api.getCapacitySettings, requireAdmin, async (_req, res) => {
    res.json(await getCapacitySettings(ctx.db, ctx.config));
  });

  on(router, api.setSlotCapacity, requireAdmin, async (req, res) => {
    const input = slotCapacitySchema.parse(req.body);
    res.json(await setSlotCapacity(ctx, currentUser(req), input));
  });

  on(router, api.resetSlotCapacity, requireAdmin, async (req, res) => {
    const input = timeSlotQuerySchema.parse(req.query);
    res.json(await resetSlotCapacity(ctx, currentUser(req), input));
  });

  on(router, api.getCapacityDays, requireAdmin, async (req, res) => {
    const { from, to } = capacityDaysQuerySchema.parse(req.query);
    res.json(await capacityDays(ctx.db, ctx.config, from, to));
  });

  /** Who a lower capacity would leave over it, for the warning before the office saves. */
  on(router, api.getOverbooked, requireAdmin, async (req, res) => {
    const change = overbookedQuerySchema.parse(req.query);
    res.json({ deadlines: await overbookedDeadlines(ctx, change) });
  });

  on(router, api.listSlotOverrides, requireAdmin, async (req, res) => {
    const rows = await listSlotOverrides(ctx.db, dateRangeQuerySchema.parse(req.query));
    res.json({ overrides: rows.map(presentOverride) });
  });

  /** Who a closure would reach, for the confirm dialog: it says how many owners are emailed. */
  on(router, api.getClosureImpact, requireAdmin, async (req, res) => {
    const { date, timeSlot } = closureImpactQuerySchema.parse(req.query);
    res.json(await closureImpact(ctx.db, ctx.config, date, timeSlot ?? null));
  });

  on(router, api.saveSlotOverride, requireAdmin, async (req, res) => {
    const input = slotOverrideSchema.parse(req.body);
    const { override, notified } = await saveSlotOverride(ctx, currentUser(req), input);
    res.json({ override: presentOverride(override), notified });
  });

  on(router, api.removeSlotOverride, requireAdmin, async (req, res) => {
    const { id } = await removeSlotOverride(ctx, currentUser(req), idParam.parse(req.params));
    res.json({ message: 'Override removed', id });
  });

  return router;
}
