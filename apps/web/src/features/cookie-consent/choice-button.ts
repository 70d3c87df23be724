/**
 * The style of every consent decision, in the banner and in the settings dialog: one look and one size for
 * accepting and for declining or saving a selection, neither of them highlighted.
 */
export const choiceButton =
  'rounded-lg border-2 border-navy-900 bg-navy-900 px-4 py-2.5 text-sm font-semibold text-white transition hover:bg-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500';
