/** Where toasts show and how long they stay: the shell's and a standalone remote's Toaster. */
export const TOAST_OPTIONS = { position: 'top-right', toastOptions: { duration: 3000 } } as const;
