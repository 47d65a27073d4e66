import type { FieldProblem } from '@farebox/domain';
import type { FieldValues, Resolver } from 'react-hook-form';
import { problemsResolver } from '@/ui/form-resolver';

/** Several problems of one field as one message, in order (problemsResolver alone shows a field's first problem). */
function joinedByField(problems: readonly FieldProblem[]): FieldProblem[] {
  const messages = new Map<string, string>();
  for (const { field, message } of problems) {
    const earlier = messages.get(field);
    messages.set(field, earlier ? `${earlier} ${message}` : message);
  }
  return [...messages].map(([field, message]) => ({ field, message }));
}

/** A resolver around a @farebox/domain validator that shows all of a field's problems together (the password rules). */
export function joinedProblemsResolver<T extends FieldValues>(validate: (values: T) => readonly FieldProblem[]): Resolver<T> {
  return problemsResolver((values: T) => joinedByField(validate(values)));
}
