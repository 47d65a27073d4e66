/** The marketplace's name. The spec writes `{product}`; a fork renames it here only. */
export const PRODUCT_NAME = 'farebox';
export const PRODUCT_DISPLAY_NAME = 'Farebox';
