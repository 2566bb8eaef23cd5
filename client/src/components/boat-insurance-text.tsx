import type { BoatInsurance } from '@/lib/boats';
import { cn } from '@/lib/cn';

const tones: Record<BoatInsurance['state'], string> = {
  insured: '',
  lapses: 'font-semibold text-destructive dark:text-red-300',
  none: 'text-muted-foreground',
};

/** A boat's insurance as the office reads it: a lapse stands out, a missing record is quiet. */
export function BoatInsuranceText({ insurance }: { insurance: BoatInsurance }) {
  return (
    <span data-insurance={insurance.state} className={cn(tones[insurance.state])}>
      {insurance.text}
    </span>
  );
}
