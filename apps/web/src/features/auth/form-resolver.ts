import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { FieldProblem } from '@farebox/domain';

/** Adapts a @farebox/domain validator (values -> FieldProblem[]) to react-hook-form; several problems of one field are shown together. */
export function problemsResolver<T extends FieldValues>(validate: (values: T) => FieldProblem[]): Resolver<T> {
  return async (values) => {
    const problems = validate(values);
    if (problems.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const p of problems) {
      const existing = errors[p.field];
      errors[p.field] = { type: 'validate', message: existing ? `${existing.message} ${p.message}` : p.message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
