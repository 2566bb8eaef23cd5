import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';

const DEBOUNCE_MS = 300;

/** The Users tab's search, sent once typing pauses for 300 ms. */
export function UsersSearch({ onSearch }: { onSearch: (q: string) => void }) {
  const [text, setText] = useState('');
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });
  const sent = useRef('');
  useEffect(() => {
    const q = text.trim();
    if (q === sent.current) return;
    const timer = window.setTimeout(() => {
      sent.current = q;
      latestOnSearch.current(q);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  return (
    <div className="w-full sm:max-w-sm">
      <label htmlFor="admin-user-search" className="sr-only">
        Search users
      </label>
      <Input
        id="admin-user-search"
        type="search"
        placeholder="Search by email, username or name..."
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}
