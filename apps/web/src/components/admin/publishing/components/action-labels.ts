/** How staff name what a plan does. */
export const ACTION_LABELS = { publish: 'Veröffentlichen', take_offline: 'Offline nehmen' } as const;
