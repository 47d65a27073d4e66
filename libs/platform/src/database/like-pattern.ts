/** `text` with LIKE's wildcards (% and _) and its escape character (\) escaped, to be matched literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An ILIKE pattern matching text that contains `text` literally. */
export const likePattern = (text: string): string => `%${escapeLike(text)}%`;
