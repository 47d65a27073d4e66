/** One invalid form field and why; the API's `details` entries have the same shape. */
export interface FieldProblem {
  field: string;
  message: string;
}
