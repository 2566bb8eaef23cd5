/**
 * Where the chosen theme is kept in localStorage. A module of its own: the page's entry reads
 * it before the first paint, and importing shared/constants there would put every constant in
 * the entry chunk (2 KB the landing page never uses).
 */
export const THEME_STORAGE_KEY = 'marina-theme';
