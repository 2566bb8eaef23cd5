import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { AdminUserSummary } from '@shared/api/users';
import { Button } from '@/components/ui/button';
import { fieldClasses } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useUserSearch } from '../api/search-users';
import { CustomerOption } from './customer-option';
import { PopoverField, usePicker, type PickerProps } from './popover-field';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The searchable user picker (docs/product.md#screens): a button opens a popover holding a combobox
 * input over a listbox of the server's search results. Typing searches (after a pause); arrows move
 * the active option (aria-activedescendant), Enter chooses it, Escape closes and returns focus.
 */
export function CustomerPicker(props: PickerProps<AdminUserSummary | null, AdminUserSummary>) {
  const listId = useId();
  const picker = usePicker(props.onChange);
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 250);
  const search = useUserSearch(q, picker.open);
  const users = search.data?.pages.flatMap((page) => page.users) ?? [];
  const total = search.data?.pages[0]?.total ?? 0;
  const [active, setActive] = useState(0);
  const activeUser = users[Math.min(active, users.length - 1)];
  const optionId = (user: AdminUserSummary) => `${listId}-user-${user.id}`;

  // A new search starts at its first result.
  useEffect(() => setActive(0), [q]);
  // Until typing pauses and its answer arrives, the list shows the previous search's users:
  // Enter must not choose from those.
  const settled = q === text.trim() && !search.isPlaceholderData && !search.isPending;
  const activeId = activeUser ? optionId(activeUser) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = users.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      PageDown: Math.min(active + 10, last),
      PageUp: Math.max(active - 10, 0),
    };
    if (event.key in moves && users.length > 0) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeUser && settled) picker.choose(activeUser);
    }
  };

  const status = search.isError
    ? 'Error loading users. Please try again.'
    : search.isPending
      ? 'Searching...'
      : users.length === 0
        ? 'No users found'
        : `${users.length} of ${total} ${total === 1 ? 'user' : 'users'}${
            users.length < total ? ': type to narrow the list' : ''
          }`;

  return (
    <PopoverField
      field={props}
      picker={picker}
      label="Customer"
      shown={props.value ? `${props.value.ownerName} (${props.value.email})` : null}
      placeholder="Search for a customer..."
      contentLabel="Choose a customer"
      contentClassName="flex w-[var(--radix-popover-trigger-width)] min-w-72 flex-col gap-2"
    >
      <input
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        aria-label="Search customers by name, email or username"
        placeholder="Type a name or email..."
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className={cn(fieldClasses, 'min-h-11')}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Customers"
        aria-busy={!settled || undefined}
        className="max-h-64 overflow-y-auto"
      >
        {users.map((user, index) => (
          <CustomerOption
            key={user.id}
            id={optionId(user)}
            user={user}
            active={user === activeUser}
            chosen={user.id === props.value?.id}
            onHover={() => setActive(index)}
            onChoose={() => picker.choose(user)}
          />
        ))}
      </ul>
      <p role="status" className="px-1 text-xs text-muted-foreground">
        {status}
      </p>
      {search.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="max-md:min-h-11"
          disabled={search.isFetchingNextPage}
          onClick={() => void search.fetchNextPage()}
        >
          {search.isFetchingNextPage ? 'Loading...' : 'Show more customers'}
        </Button>
      )}
    </PopoverField>
  );
}
