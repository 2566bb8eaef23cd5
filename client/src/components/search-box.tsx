import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

const DEBOUNCE_MS = 300;

interface SearchFieldProps {
  id: string;
  /** Read out, not shown: the placeholder says what the field searches. */
  label: string;
  placeholder: string;
  /** The wrapper's width on wider screens (the field is full width on a phone). */
  className?: string;
}

/** A search input with a screen-reader label, filtering as it is typed. */
export function SearchField(
  props: SearchFieldProps & { value: string; onChange: (text: string) => void },
) {
  return (
    <div className={cn('w-full', props.className)}>
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <Input
        id={props.id}
        type="search"
        placeholder={props.placeholder}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * A search sent to the server once typing pauses for 300 ms. `value` is the search in force (the
 * URL's, a tab's state): when it changes by other means (Back, a link), the field shows it.
 * `normalize` turns the typed text into the query (the Users tab trims it).
 */
export function DebouncedSearch(
  props: SearchFieldProps & {
    value: string;
    onSearch: (q: string) => void;
    normalize?: (text: string) => string;
  },
) {
  const { value, normalize = (text: string) => text } = props;
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [sent, setSent] = useState<string | null>(null);
  const latest = useRef({ onSearch: props.onSearch, normalize });
  useEffect(() => {
    latest.current = { onSearch: props.onSearch, normalize };
  });
  if (value !== shown) {
    setShown(value);
    // The search changed under us, not by our own sending: show what it is now.
    if (value !== sent) setText(value);
  }
  useEffect(() => {
    const q = latest.current.normalize(text);
    if (q === value) return;
    const timer = window.setTimeout(() => {
      setSent(q);
      latest.current.onSearch(q);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  return (
    <SearchField
      id={props.id}
      label={props.label}
      placeholder={props.placeholder}
      className={props.className}
      value={text}
      onChange={setText}
    />
  );
}
