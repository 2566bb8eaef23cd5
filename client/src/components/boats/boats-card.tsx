import { useRef, useState, type ReactNode } from 'react';
import type { Boat } from '@shared/api/boats';
import { marinaToday } from '@shared/marina-time';
import { BOAT_MESSAGES } from '@shared/messages/boats';
import { MAX_BOATS_IN_SERVICE } from '@shared/schemas/boats';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { boatsInService, useMyBoats } from '@/lib/boats';
import { useConfig } from '@/lib/config';
import { useNow } from '@/lib/use-now';
import { ArchiveBoatDialog } from './archive-boat-dialog';
import { ArchivedBoats } from './archived-boats';
import { BoatFormDialog } from './boat-form-dialog';
import { BoatListItem } from './boat-list-item';

/** The dialog open on the card: adding (boat null) or editing one. */
type Editing = { boat: Boat | null } | null;

/**
 * The profile's 'Your boats' card: the owner's boats in service with Edit and Archive, the
 * archived ones folded below, and Add boat. Sizes read in the marina's units.
 */
export function BoatsCard({ userId }: { userId: number }) {
  const boats = useMyBoats(userId);
  const { data: config } = useConfig();
  const now = useNow();
  const [editing, setEditing] = useState<Editing>(null);
  const [archiving, setArchiving] = useState<Boat | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const inService = boatsInService(boats.data);
  const archived = (boats.data ?? []).filter((boat) => boat.archivedAt);
  const full = inService.length >= MAX_BOATS_IN_SERVICE;

  let content: ReactNode;
  if (boats.isError) {
    content = (
      <p role="alert" className="text-sm text-destructive dark:text-red-300">
        {errorMessage(boats.error, 'Could not load your boats.')}
      </p>
    );
  } else if (!boats.data || !config) {
    content = (
      <div aria-busy="true" aria-label="Loading your boats">
        <Skeleton className="h-24 w-full rounded-xl" />
      </div>
    );
  } else {
    const today = marinaToday(now, config.timeZone);
    content = (
      <>
        {inService.length === 0 ? (
          <p className="text-sm text-muted-foreground">No boats yet.</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Boats in service">
            {inService.map((boat) => (
              <BoatListItem
                key={boat.id}
                boat={boat}
                units={config.units}
                today={today}
                actions={
                  <>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Edit ${boat.name}`}
                      onClick={() => setEditing({ boat })}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="outlineDestructive"
                      size="sm"
                      aria-label={`Archive ${boat.name}`}
                      onClick={() => setArchiving(boat)}
                    >
                      Archive
                    </Button>
                  </>
                }
              />
            ))}
          </ul>
        )}
        {full && <p className="text-sm text-muted-foreground">{BOAT_MESSAGES.tooMany}</p>}
        <Button
          ref={addButton}
          className="self-start"
          disabled={full}
          onClick={() => setEditing({ boat: null })}
        >
          Add boat
        </Button>
        <ArchivedBoats boats={archived} units={config.units} today={today} />
        <BoatFormDialog
          open={editing !== null}
          onOpenChange={(open) => !open && setEditing(null)}
          boat={editing?.boat ?? null}
          units={config.units}
        />
      </>
    );
  }

  return (
    <Card
      role="region"
      aria-labelledby="boats-card-title"
      className="flex flex-col gap-4 p-5 sm:p-6"
    >
      <div>
        <h2 id="boats-card-title" className="text-lg font-bold">
          Your boats
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Each booking names the boat it is for, so the crew knows what they are lifting.
        </p>
      </div>
      {content}
      <ArchiveBoatDialog
        boat={archiving}
        onClose={() => setArchiving(null)}
        focusAfter={() => addButton.current}
      />
    </Card>
  );
}
