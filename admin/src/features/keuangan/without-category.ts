/** The filter value for the transactions filed under no category. */
export const WITHOUT_CATEGORY = 'tanpa';
export const WITHOUT_CATEGORY_LABEL = 'Tanpa kategori';
