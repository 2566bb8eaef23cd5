import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useAutoAssignLifts } from '../api/auto-assign-lifts';

/**
 * Assign lifts: the server puts the day's unassigned boats on lifts that fit them, and the board
 * says how many went on a lift and how many no lift with room could take (those stay under
 * Unassigned for the crew to place or override).
 */
export function AssignLiftsButton({ date }: { date: string }) {
  const assign = useAutoAssignLifts();
  let outcome: string | null = null;
  if (assign.isSuccess) {
    outcome = `Assigned ${assign.data.assigned.length}; ${assign.data.unplaced.length} could not be placed`;
  } else if (assign.isError) {
    outcome = `Assigning lifts failed: ${errorMessage(assign.error, 'no answer')}`;
  }
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Button
        size="lg"
        className="min-h-12 max-sm:w-full"
        disabled={assign.isPending}
        onClick={() => assign.mutate(date)}
      >
        {assign.isPending ? 'Assigning…' : 'Assign lifts'}
      </Button>
      {/* A polite live region, not role=status: the board's one status is its live indicator. */}
      <p aria-live="polite" className="text-lg font-semibold">
        {outcome}
      </p>
    </div>
  );
}
