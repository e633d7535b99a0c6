/** The Wix Stores catalog app, for `catalogReference.appId` of a store product (either cart generation). */
export const WIX_STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
