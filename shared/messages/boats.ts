import { MAX_BOATS_IN_SERVICE } from '../schemas/boats';

/** The boats' refusals (docs/product.md#boats), on their own routes and on a booking's. */
export const BOAT_MESSAGES = {
  notFound: 'Boat not found',
  archived: 'This boat is archived: it was sold or is gone. Add it again if it is back.',
  tooMany: `You already have ${MAX_BOATS_IN_SERVICE} boats in service. Archive one you no longer keep here first.`,
  chooseBoat: 'Choose which boat this is for',
  addBoatFirst: 'Add your boat to your profile before booking',
  notBookable: 'Choose one of the owner’s boats in service',
  insurance: (boat: string, date: string) =>
    `${boat}’s insurance must run through ${date}: add its insurance expiry date on your profile, or call the office`,
} as const;
