/** `value` when it is one of `values` (a form's or URL's string narrowed to the API's choices), else undefined. */
export const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined): T | undefined => values.find((v) => v === value);
