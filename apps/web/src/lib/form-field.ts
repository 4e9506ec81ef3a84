import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Binds the design system's fields to a react-hook-form form: `field('city')` is the input's
 * registration and its error message (the error read through the form state, so the field
 * shows it as soon as validation sets it).
 */
export function fieldBinder<TForm extends FieldValues>(form: UseFormReturn<TForm>) {
  return (name: Path<TForm>) => ({
    ...form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  });
}
