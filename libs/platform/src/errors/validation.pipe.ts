import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { validationFailed, type FieldError } from './app-exception.js';

function flatten(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

/** class-validator errors become a 400 ErrorBody whose details list every invalid field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => {
      const details = flatten(errors);
      return validationFailed(details, details.map((d) => d.message).join('; ') || 'Validation failed');
    },
  });
}
