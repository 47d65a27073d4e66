/** A public slug: lower-case letters and digits in words joined by single hyphens ('hanoi-old-quarter'). */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function isSlug(value: string): boolean {
  return SLUG.test(value);
}
