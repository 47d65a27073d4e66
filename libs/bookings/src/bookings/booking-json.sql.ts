// SQL fragments that build a booking's JSON in PostgreSQL, for the list row and the view's row alike.

/** An instant as Date.toISOString() writes it, whatever the session's TimeZone. */
export const isoOf = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A JSON object built by PostgreSQL, its keys in the order given. */
export const jsonObject = (fields: Record<string, string>) =>
  `json_build_object(${Object.entries(fields)
    .map(([key, expr]) => `'${key}', ${expr}`)
    .join(', ')})`;

/** The expression when the viewer may see it, else NULL. */
export const shownTo = (visible: boolean, expr: string) => (visible ? expr : 'NULL');
