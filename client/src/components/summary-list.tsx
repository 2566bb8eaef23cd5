/**
 * A booking's summary in a confirmation dialog: one label and value a row, the row named
 * `codeLabel` in large monospace so the code can be read out over the phone.
 */
export function SummaryList(props: {
  rows: Array<[label: string, value: string]>;
  codeLabel: string;
  /** How the other values look (the owner's dialog capitalizes place names). */
  valueClassName: string;
  /** Rows whose value is a name someone wrote (a boat's): shown as written, never capitalized. */
  nameLabels?: readonly string[];
}) {
  return (
    <dl className="mt-5 divide-y divide-border rounded-xl border border-border">
      {props.rows.map(([label, value]) => (
        <div key={label} className="flex items-center justify-between gap-4 px-4 py-3 text-sm">
          <dt className="text-muted-foreground">{label}</dt>
          <dd
            className={
              label === props.codeLabel
                ? 'font-mono text-base font-bold tracking-wider'
                : props.nameLabels?.includes(label)
                  ? 'font-semibold'
                  : props.valueClassName
            }
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
