/** The list's options, keeping a saved value the list lacks (an older free-text entry) so it is not lost. */
export const withSaved = (options: string[], saved: string) => (saved && !options.includes(saved) ? [saved, ...options] : options);
