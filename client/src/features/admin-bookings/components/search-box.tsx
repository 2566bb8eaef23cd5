import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';

const DEBOUNCE_MS = 300;

/** The list's search, sent to the server once typing pauses for 300 ms. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const [sent, setSent] = useState<string | null>(null);
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });
  if (value !== shown) {
    setShown(value);
    // The URL changed under us (Back, a link), not by our own search: show what it says now.
    if (value !== sent) setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = window.setTimeout(() => {
      setSent(text);
      latestOnSearch.current(text);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  return (
    <div className="w-full sm:max-w-xs">
      <label htmlFor="admin-booking-search" className="sr-only">
        Search bookings
      </label>
      <Input
        id="admin-booking-search"
        type="search"
        placeholder="Search by code, owner or email..."
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
