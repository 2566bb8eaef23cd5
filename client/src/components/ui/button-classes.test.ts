import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { buttonClasses, buttonSizes, buttonVariants } from './button-classes';

describe('buttonClasses', () => {
  it('when any variant meets any size, then no class overrides another (clsx gives what cn would)', () => {
    for (const variant of buttonVariants) {
      for (const size of buttonSizes) {
        const classes = buttonClasses(variant, size);
        expect(twMerge(classes), `${variant} / ${size}`).toBe(classes);
      }
    }
  });
});
