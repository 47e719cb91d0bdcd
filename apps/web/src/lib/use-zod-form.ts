import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { muiRegister } from './form';

/** What a text field needs from the form: its registration, and its Spanish message under it once touched. */
export interface FieldProps {
  name: string;
  onChange: ReturnType<UseFormReturn['register']>['onChange'];
  onBlur: ReturnType<UseFormReturn['register']>['onBlur'];
  inputRef: ReturnType<UseFormReturn['register']>['ref'];
  error: boolean;
  helperText?: string;
  /** the field's value, when the form fills it after the field is shown (a reset, a prefill) */
  value?: string;
}

export type ZodForm<I extends FieldValues, O> = UseFormReturn<I, unknown, O> & {
  /**
   * an MUI TextField's props for `name`: value wiring, `error` and its message as `helperText`;
   * `controlled` also passes the value, so that a label moves up when the form fills the field
   */
  field: (name: Path<I>, options?: { controlled?: boolean }) => FieldProps;
};

/**
 * The one way to build a form: react-hook-form checked by a schema of packages/domain (the one the
 * server applies), each field's Spanish message shown under it once the user has left the field.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S> & FieldValues, unknown, z.output<S>>, 'resolver'> = {},
): ZodForm<z.input<S> & FieldValues, z.output<S>> {
  const form = useForm<z.input<S> & FieldValues, unknown, z.output<S>>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema as never) as never,
  });
  const field = (name: Path<z.input<S> & FieldValues>, options?: { controlled?: boolean }): FieldProps => {
    const { error } = form.getFieldState(name, form.formState);
    const value = options?.controlled ? { value: String(form.watch(name) ?? '') } : {};
    return { ...muiRegister(form.register(name)), ...value, error: !!error, helperText: error?.message };
  };
  return Object.assign(form, { field });
}
