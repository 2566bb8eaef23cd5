import type { Router } from 'express';
import * as api from '@shared/api/boats';
import { boatChangesSchema, newBoatSchema } from '@shared/schemas/boats';
import { idParam } from '@shared/schemas/common';
import type { AppContext } from '../../lib/context';
import { on } from '../../lib/contract-routes';
import { createRouter } from '../../lib/router';
import { currentUser, requireAuth } from '../../middleware/auth';
import { presentBoat } from './boat-presenter';
import { addBoat, archiveBoat, changeBoat, findCustomer, listBoats } from './boat-service';

/**
 * Owners' boats (docs/product.md#boats): an owner keeps their own; the office reads and adds a
 * customer's, and changes or archives any boat through the owner's routes.
 */
export function boatRoutes(ctx: AppContext): Router {
  const router = createRouter();

  on(router, api.listMyBoats, requireAuth, async (req, res) => {
    res.json({ boats: (await listBoats(ctx, currentUser(req).id)).map(presentBoat) });
  });

  on(router, api.addMyBoat, requireAuth, async (req, res) => {
    const actor = currentUser(req);
    const owner = await findCustomer(ctx, actor.id);
    const boat = await addBoat(ctx, actor, owner, newBoatSchema.parse(req.body));
    res.status(201).json({ boat: presentBoat(boat) });
  });

  on(router, api.changeBoat, requireAuth, async (req, res) => {
    const { id } = idParam.parse(req.params);
    const changes = boatChangesSchema.parse(req.body);
    res.json({ boat: presentBoat(await changeBoat(ctx, currentUser(req), id, changes)) });
  });

  on(router, api.archiveBoat, requireAuth, async (req, res) => {
    const { id } = idParam.parse(req.params);
    res.json({ boat: presentBoat(await archiveBoat(ctx, currentUser(req), id)) });
  });

  on(router, api.listCustomerBoats, async (req, res) => {
    const customer = await findCustomer(ctx, idParam.parse(req.params).id);
    res.json({ boats: (await listBoats(ctx, customer.id)).map(presentBoat) });
  });

  on(router, api.addCustomerBoat, async (req, res) => {
    const customer = await findCustomer(ctx, idParam.parse(req.params).id);
    const values = newBoatSchema.parse(req.body);
    const boat = await addBoat(ctx, currentUser(req), customer, values);
    res.status(201).json({ boat: presentBoat(boat) });
  });

  return router;
}
