import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button';

/**
 * One of the tab's create forms, under its card's list: a title, the fields, and the submit
 * button that focus returns to once the new secret's dialog closes.
 */
export function IntegrationForm(props: {
  id: string;
  title: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitRef: RefObject<HTMLButtonElement | null>;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  const titleId = `${props.id}-title`;
  return (
    <form
      ref={props.formRef}
      noValidate
      onSubmit={(event) => void props.onSubmit(event)}
      aria-labelledby={titleId}
      className="flex flex-col gap-4 border-t border-border pt-5"
    >
      <h3 id={titleId} className="font-semibold">
        {props.title}
      </h3>
      {props.children}
      <Button
        ref={props.submitRef}
        type="submit"
        disabled={props.pending}
        className="sm:self-start"
      >
        {props.pending ? props.pendingLabel : props.submitLabel}
      </Button>
    </form>
  );
}
