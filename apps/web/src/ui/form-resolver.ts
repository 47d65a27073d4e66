import type { FieldProblem } from '@farebox/domain';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** Turns a flat list of problems into react-hook-form's nested error object (`voucherAlert.title` -> nested). */
export function toFormErrors<T extends FieldValues>(problems: readonly FieldProblem[]): FieldErrors<T> {
  const errors: Record<string, unknown> = {};
  for (const { field, message } of problems) {
    const path = field.split(/[.[\]]/).filter(Boolean);
    let node = errors;
    path.forEach((key, i) => {
      if (i === path.length - 1) {
        if (!node[key]) node[key] = { type: 'validate', message };
      } else {
        node[key] ??= {};
        node = node[key] as Record<string, unknown>;
      }
    });
  }
  return errors as FieldErrors<T>;
}

/**
 * A react-hook-form resolver around a shared validation function, so the form runs exactly the rule the API runs.
 * `transform` may normalise the values first (the returned values are what `handleSubmit` receives).
 */
export function problemsResolver<T extends FieldValues>(validate: (values: T) => readonly FieldProblem[], transform: (values: T) => T = (v) => v): Resolver<T> {
  return (raw) => {
    const values = transform(raw);
    const problems = validate(values);
    return problems.length === 0 ? { values, errors: {} } : { values: {}, errors: toFormErrors<T>(problems) };
  };
}
