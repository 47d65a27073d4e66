/** An ILIKE pattern matching text that contains `text` literally (its % _ and \ escaped). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
