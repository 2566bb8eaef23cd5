import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, type RefObject } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { fieldProps, type BoundField } from './form-field';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

export type SchemaForm<Input extends FieldValues, Output extends FieldValues> = UseFormReturn<
  Input,
  unknown,
  Output
> & {
  formRef: RefObject<HTMLFormElement | null>;
  field: (name: Path<Input>) => BoundField;
};

/**
 * A form checked by one of shared/'s zod schemas, set up as every form here is: after a failed
 * submit the first invalid field in screen order takes focus (useFocusFirstInvalid, in place of
 * react-hook-form's own), and `field(name)` gives a TextField its registration, error and an id
 * made of `idPrefix` and the name. Put `formRef` on the <form>.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  idPrefix: string,
  defaultValues: DefaultValues<Input>,
): SchemaForm<Input, Output> {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    shouldFocusError: false,
    defaultValues,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, form.formState.submitCount);
  return { ...form, formRef, field: fieldProps(form, idPrefix) };
}
