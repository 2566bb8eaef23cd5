import type { Location, ServiceType, StorageType } from './constants';

/**
 * The legal from/to locations for a service, by where the boat is stored
 * (docs/product.md#locations). covered-dry-storage is land storage, so it gets the dry-storage
 * options (docs/product.md#bookings). Client selectors and server validation both call this, so
 * they can never disagree.
 */
export interface LocationOptions {
  sources: readonly Location[];
  destinations: readonly Location[];
  defaultSource: Location;
  defaultDestination: Location;
}

export function isLandStorage(storageType: StorageType): boolean {
  return storageType === 'dry-storage' || storageType === 'covered-dry-storage';
}

const USUAL_DEFAULTS: Record<ServiceType, { source: Location; destination: Location }> = {
  'haul-out': { source: 'my-wet-slip', destination: 'wash-pad' },
  launch: { source: 'dry-storage', destination: 'wet-slip' },
};

function optionsFor(
  serviceType: ServiceType,
  land: boolean,
): Pick<LocationOptions, 'sources' | 'destinations'> {
  if (serviceType === 'haul-out') {
    return land
      ? { sources: ['dry-storage', 'wash-pad'], destinations: ['transient-slip', 'wash-pad'] }
      : {
          sources: ['my-wet-slip', 'wash-pad', 'parking-lot'],
          destinations: ['parking-lot', 'wash-pad'],
        };
  }
  return land
    ? { sources: ['dry-storage', 'wash-pad'], destinations: ['wet-slip', 'transient-slip'] }
    : { sources: ['parking-lot', 'wash-pad'], destinations: ['wet-slip'] };
}

/** The usual defaults (docs/product.md#locations) where they are legal for this owner, otherwise the first legal option. */
export function getLocationOptions(
  serviceType: ServiceType,
  storageType: StorageType,
): LocationOptions {
  const { sources, destinations } = optionsFor(serviceType, isLandStorage(storageType));
  return withDefaults(serviceType, sources, destinations);
}

/** The lists with the usual defaults where they are offered, otherwise each list's first value. */
function withDefaults(
  serviceType: ServiceType,
  sources: readonly Location[],
  destinations: readonly Location[],
): LocationOptions {
  const preferred = USUAL_DEFAULTS[serviceType];
  return {
    sources,
    destinations,
    defaultSource: sources.includes(preferred.source) ? preferred.source : sources[0]!,
    defaultDestination: destinations.includes(preferred.destination)
      ? preferred.destination
      : destinations[0]!,
  };
}

/** True when the route's from and to are both among the options. */
function offers(options: LocationOptions, source: string, destination: string): boolean {
  return (
    (options.sources as readonly string[]).includes(source) &&
    (options.destinations as readonly string[]).includes(destination)
  );
}

export function isLegalRoute(
  serviceType: ServiceType,
  storageType: StorageType,
  source: string,
  destination: string,
): boolean {
  return offers(getLocationOptions(serviceType, storageType), source, destination);
}

/** docs/product.md#locations: where a boat can start from, by where it is kept. */
const SOURCES_OFFERED: Record<'water' | 'land', readonly Location[]> = {
  water: ['my-wet-slip', 'transient-slip'],
  land: ['dry-storage', 'parking-lot', 'wash-pad'],
};

function union(...lists: ReadonlyArray<readonly Location[]>): Location[] {
  return [...new Set(lists.flat())];
}

/**
 * What the office's New Booking form offers for a customer (docs/product.md#locations): the
 * schedule page's table plus the places a boat of the customer's storage may start from. A customer
 * without a storage type gets what either kind of storage gets. The form lists these and the server
 * accepts exactly these for an admin's booking, so the two cannot disagree.
 */
export function getOfficeLocationOptions(
  serviceType: ServiceType,
  storageType: StorageType | null,
): LocationOptions {
  const kinds = storageType === null ? [false, true] : [isLandStorage(storageType)];
  const tables = kinds.map((land) => optionsFor(serviceType, land));
  const sources = union(
    ...tables.map((t) => t.sources),
    ...kinds.map((land) => SOURCES_OFFERED[land ? 'land' : 'water']),
  );
  const destinations = union(...tables.map((t) => t.destinations));
  return withDefaults(serviceType, sources, destinations);
}

export function isOfficeRoute(
  serviceType: ServiceType,
  storageType: StorageType | null,
  source: string,
  destination: string,
): boolean {
  return offers(getOfficeLocationOptions(serviceType, storageType), source, destination);
}

/** 'my-wet-slip' -> 'My Wet Slip' (the destination shown on cards and dialogs). */
export function titleCaseLocation(value: string): string {
  return value
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
