/** The messages between the console's registration editor and the preview frame it holds. */
export const previewMessages = { ready: 'marquee:previewReady', rules: 'marquee:registerRules' } as const;
