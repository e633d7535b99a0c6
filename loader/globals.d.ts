/** The widget entry's file name (content-hashed), set by the loader build; 'dropcart.js' in tests. */
declare const __DROPCART_WIDGET_ENTRY__: string;
