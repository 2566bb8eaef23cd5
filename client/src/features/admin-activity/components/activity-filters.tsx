import { ACTIVITY_KIND_LABELS, ACTIVITY_KINDS, type ActivityKind } from '@shared/schemas/activity';
import { Button } from '@/components/ui/button';
import { DateInputField } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select';

export interface ActivityFilterValues {
  kind: ActivityKind | '';
  from: string;
  to: string;
}

const ALL = 'all';
const KIND_OPTIONS = [
  { value: ALL, label: 'All changes' },
  ...ACTIVITY_KINDS.map((kind) => ({ value: kind, label: ACTIVITY_KIND_LABELS[kind] })),
];

/** Kind and a marina date range; each change applies at once. */
export function ActivityFilters(props: {
  value: ActivityFilterValues;
  onChange: (next: ActivityFilterValues) => void;
}) {
  const { value } = props;
  const set = (patch: Partial<ActivityFilterValues>) => props.onChange({ ...value, ...patch });
  const rangeError =
    value.from && value.to && value.from > value.to ? 'From must be on or before to' : undefined;
  const filtering = Boolean(value.kind || value.from || value.to);
  // One end of the date range: it may not pass the other end, and only 'to' shows the error.
  const rangeEnd = (
    end: 'from' | 'to',
    label: string,
    extra: { min?: string | undefined; max?: string | undefined; error?: string | undefined },
  ) => (
    <DateInputField
      id={`activity-${end}`}
      label={label}
      value={value[end]}
      {...extra}
      onChange={(event) => set({ [end]: event.target.value })}
    />
  );
  return (
    <div className="grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(12rem,1fr)_auto_auto_auto]">
      <SelectField
        id="activity-kind"
        label="Kind of change"
        value={value.kind || ALL}
        onValueChange={(kind) => set({ kind: kind === ALL ? '' : (kind as ActivityKind) })}
        options={KIND_OPTIONS}
        placeholder="All changes"
      />
      {rangeEnd('from', 'From', { max: value.to || undefined })}
      {rangeEnd('to', 'To', { min: value.from || undefined, error: rangeError })}
      <Button
        variant="outline"
        disabled={!filtering}
        onClick={() => props.onChange({ kind: '', from: '', to: '' })}
      >
        Clear filters
      </Button>
    </div>
  );
}
