/** The widget entry's file name (content-hashed), set by the loader build; 'dropcart.js' in tests. */
declare const __DROPCART_WIDGET_ENTRY__: string;
/** The package's version, set by the loader build from package.json. */
declare const __DROPCART_VERSION__: string;
