import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('when two classes set the same property, then the later one wins', () => {
    expect(cn('rounded-md', 'rounded-xl')).toBe('rounded-xl');
    expect(cn('px-3 py-2', 'px-5')).toBe('py-2 px-5');
    expect(cn('text-muted-foreground', 'text-foreground')).toBe('text-foreground');
  });

  it('when classes set different properties, then all are kept', () => {
    // A font size and a colour both start with text-; neither may drop the other.
    expect(cn('text-sm', 'text-muted-foreground', 'bg-accent-soft')).toBe(
      'text-sm text-muted-foreground bg-accent-soft',
    );
  });

  it('when a value is falsy or conditional, then it is skipped or applied', () => {
    const isActive = false;
    expect(cn('flex', isActive && 'bg-muted', null, undefined, { 'font-bold': true })).toBe(
      'flex font-bold',
    );
  });
});
