import { Button } from '@/components/ui/button';
import { useExportToSheets } from '../api/export-sheets';

/** The dashboard banner's EXPORT NOW: runs the Sheets export in place, answering with a toast. */
export function ExportNowButton() {
  const exportSheets = useExportToSheets();
  return (
    <Button
      variant="outlineInverse"
      size="lg"
      onClick={() => exportSheets.mutate()}
      disabled={exportSheets.isPending}
      aria-busy={exportSheets.isPending || undefined}
    >
      EXPORT NOW
    </Button>
  );
}
