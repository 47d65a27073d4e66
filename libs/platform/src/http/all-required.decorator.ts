import { ApiProperty, DECORATORS } from '@nestjs/swagger';

/**
 * Documents every property of `base` as required on the decorated class: a response that extends the write DTO whose
 * fields are optional (omitted = unchanged) but always answers them all. Properties the class declares itself win.
 */
export function AllRequired(base: abstract new (...args: never[]) => unknown): ClassDecorator {
  const baseProto = base.prototype as object;
  return (target) => {
    const keys = (Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES_ARRAY, baseProto) as string[] | undefined) ?? [];
    for (const key of keys.map((k) => k.slice(1))) {
      if (Reflect.getOwnMetadata(DECORATORS.API_MODEL_PROPERTIES, target.prototype as object, key)) continue;
      const metadata = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, baseProto, key) as Record<string, unknown>;
      ApiProperty({ ...metadata, required: true })(target.prototype as object, key);
    }
  };
}
