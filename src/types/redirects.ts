// Redirect session request (protocol §5): one intent plus optional callbacks and preferences.

export interface AuthRequest {
  clientId: string;
  responseType: 'code';
  redirectUri?: string;
  scope?: string;
  state: string;
  responseMode?: 'fragment' | 'query' | 'web_message';
  codeChallenge?: string;
  codeChallengeMethod?: 'S256';
  sessionToken?: string;
  idp?: string;
}

export interface RedirectCallbacks {
  postFlowUrl?: string;
  thankYouPageUrl?: string;
  cartPageUrl?: string;
  loginUrl?: string;
  plansListUrl?: string;
  planListUrl?: string;
  bookingsServiceListUrl?: string;
  state?: string;
}

export interface RedirectPreferences {
  useGenericWixPages?: boolean;
  maintainIdentity?: boolean;
  additionalQueryParameters?: Record<string, string>;
  customMemberPaths?: { accountPagePath?: string; profilePagePath?: string };
  createShortUrl?: boolean;
  checkIfPublish?: boolean;
}

/** One intent (the spec's targets) plus optional callbacks and preferences. */
export interface RedirectSessionRequest {
  bookingsCheckout?: { slotAvailability: Record<string, unknown>; timezone?: string };
  ecomCheckout?: { checkoutId: string };
  eventsCheckout?: { reservationId: string; eventSlug: string };
  paidPlansCheckout?: { planId: string; checkoutData?: string };
  login?: Record<string, never>;
  logout?: { clientId: string };
  auth?: { authRequest: AuthRequest; prompt?: 'login' | 'none' };
  storesProduct?: { productSlug: string };
  bookingsBook?: { resourceId: string };
  callbacks?: RedirectCallbacks;
  preferences?: RedirectPreferences;
}

export interface RedirectSession {
  id?: string;
  fullUrl: string;
  urlDetails: { endpoint: string; searchParams?: Record<string, string> };
  sessionToken?: string;
  shortUrl?: string;
}
