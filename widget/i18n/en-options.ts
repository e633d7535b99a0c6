// English texts of the options popover and its rich text (en-ui.ts loads them).
export const texts = {
  'options.title': 'Choose options',
  'options.unavailable': '{choice} (sold out)',
  'options.close': 'Close',
  'options.loading': 'Loading options…',
  'options.chooseAll': 'Choose {option}.',
  'options.optional': '{name} (optional)',
  'options.addedPrice': '{choice} (+{price})',
  'options.preorder': 'Pre-order',
  'options.revealSpoiler': 'Reveal hidden text',
} as const;
