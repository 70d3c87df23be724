/** Time the thank-you panel stays before the dialog resets and closes. */
export const THANK_YOU_MS = 3000;
