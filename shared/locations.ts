import type { Location, ServiceType, StorageType } from './constants';

/**
 * The legal from/to locations for a service, by where the boat is stored (SPEC §3 table).
 * covered-dry-storage is land storage, so it gets the dry-storage options (DESIGN §4).
 * Client selectors and server validation both call this, so they can never disagree.
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

const SPEC_DEFAULTS: Record<ServiceType, { source: Location; destination: Location }> = {
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

/** The SPEC's defaults where they are legal for this owner, otherwise the first legal option. */
export function getLocationOptions(
  serviceType: ServiceType,
  storageType: StorageType,
): LocationOptions {
  const { sources, destinations } = optionsFor(serviceType, isLandStorage(storageType));
  const preferred = SPEC_DEFAULTS[serviceType];
  return {
    sources,
    destinations,
    defaultSource: sources.includes(preferred.source) ? preferred.source : sources[0]!,
    defaultDestination: destinations.includes(preferred.destination)
      ? preferred.destination
      : destinations[0]!,
  };
}

export function isLegalRoute(
  serviceType: ServiceType,
  storageType: StorageType,
  source: string,
  destination: string,
): boolean {
  const { sources, destinations } = getLocationOptions(serviceType, storageType);
  return (
    (sources as readonly string[]).includes(source) &&
    (destinations as readonly string[]).includes(destination)
  );
}

/** 'my-wet-slip' -> 'My Wet Slip' (the destination shown on cards and dialogs). */
export function titleCaseLocation(value: string): string {
  return value
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}
